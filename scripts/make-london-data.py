#!/usr/bin/env python3
"""Generate the bundled London data that wxsh starts on.

Writes three files into Resources/london/ (or into the directory given as the only argument):

  onecall.json        a One Call 3.0 response (/data/3.0/onecall) in the API's default
                      "standard" units: Kelvin, m/s, metres, hPa
  air_pollution.json  an Air Pollution response (/data/2.5/air_pollution)
  place.json          a direct Geocoding response (/geo/1.0/direct) with one entry

The data is synthetic but follows the real schema. It is deterministic: there is no network,
the clock is never read, and all noise comes from random.Random(SEED). Sun and moon times are
computed with low-precision astronomy (NOAA-style sun, Schlyter's moon with its main
perturbations), good to a few minutes. So sunrise, sunset, moonrise, moonset and moon_phase
are real-ish values for London on those dates.

The story: Saturday 25 March 2023, 21:26:59 UTC, drizzle in London. The UK clocks go forward at
01:00 UTC on Sunday 26 March, so the 48 hourly entries cross the change from GMT to BST on
purpose: local time jumps from 00:59 GMT to 02:00 BST, and the daily `dt` moves from 12:00 UTC
to 11:00 UTC. Sunday is bright with midday showers and a clear, cold evening. Light snow falls
for two hours before dawn on Monday, then mist, then a wet and windy Monday under a Met Office
yellow wind warning. The rest of the week is changeable and turns dry by Saturday 1 April.

OPTIONAL FIELDS VARY ON PURPOSE, so that decoders must cope with absent keys.
(hourly[i] is i hours after 21:00 UTC on 25 March; daily[0] is Saturday 25 March.)

  current      has rain {"1h"} (drizzle), wind_gust and visibility; has no snow.
  minutely     every entry has dt and precipitation (the API never omits them).
  hourly       rain {"1h"} only on the wet hours: 0-2, 15, 16, 35-40, 45, 46
               snow {"1h"} only on the two cold night hours: 30, 31 (no rain there)
               no visibility on: 8, 24, 43
               no pop on: 10, 22
               no wind_gust on: 19, 20, 23, 25 (near-calm hours)
  daily        rain (a plain number, mm) on the wet days: 0, 1, 2, 4, 5
               snow (a plain number, mm) only on: 2
               no wind_gust on: 5
               no summary on: 6, 7

Whole numbers are written as JSON integers, the way the API sends them (`"uvi":0`, `"pop":0`,
`"precipitation":0`). Everything else is rounded the way the API rounds it: temperatures, wind
speeds, uvi, pop, rain, snow and dew point to 2 decimals; humidity, pressure, clouds, visibility
and degrees to integers.

Usage:  python3 scripts/make-london-data.py [OUTPUT_DIR]
"""

import json
import math
import os
import random
import sys

SEED = 20230325

LAT, LON = 51.5085, -0.1257          # One Call and Air Pollution coordinates
PLACE_LAT, PLACE_LON = 51.5073219, -0.1276474  # Geocoding coordinates (as the API returns them)

CURRENT_DT = 1679779619              # 2023-03-25T21:26:59Z, a Saturday evening
MINUTE0 = CURRENT_DT - CURRENT_DT % 60    # 1679779560
HOUR0 = CURRENT_DT - CURRENT_DT % 3600    # 1679778000 (21:00 UTC)
DST_START = 1679792400               # 2023-03-26T01:00:00Z: GMT (+0) -> BST (+3600)
DAY0_LOCAL_MIDNIGHT = 1679702400     # 2023-03-25T00:00:00Z = 00:00 GMT on Saturday 25 March
N_DAYS = 8

HOURLY_RAIN = {0, 1, 2, 15, 16, 35, 36, 37, 38, 39, 40, 45, 46}
HOURLY_SNOW = {30, 31}
HOURLY_NO_VISIBILITY = {8, 24, 43}
HOURLY_NO_POP = {10, 22}
HOURLY_NO_GUST = {19, 20, 23, 25}
DAILY_NO_GUST = {5}
DAILY_NO_SUMMARY = {6, 7}


# ----------------------------------------------------------------------------------------------
# Time helpers (the Europe/London rule for this week, hard-coded so no tz database is needed)

def utc_offset(t):
    return 0 if t < DST_START else 3600


def local_midnight(day_index):
    """Unix time of 00:00 local time on day `day_index` (0 = Saturday 25 March 2023)."""
    naive = DAY0_LOCAL_MIDNIGHT + day_index * 86400      # midnight as if the offset were 0
    return naive - (3600 if naive >= DST_START else 0)  # 26 March 00:00 is still GMT: no shift


def local_noon(day_index):
    naive = DAY0_LOCAL_MIDNIGHT + day_index * 86400 + 12 * 3600
    return naive - (3600 if naive - 3600 >= DST_START else 0)


def local_hour(t):
    return ((t + utc_offset(t)) % 86400) / 3600.0


def day_index_of(t):
    for d in range(N_DAYS + 1):
        if local_midnight(d) <= t < local_midnight(d + 1):
            return d
    raise ValueError(t)


# ----------------------------------------------------------------------------------------------
# Astronomy (low precision; enough for times to the minute)

def _rev(x):
    return x % 360.0


def _sind(x):
    return math.sin(math.radians(x))


def _cosd(x):
    return math.cos(math.radians(x))


def _atan2d(y, x):
    return math.degrees(math.atan2(y, x))


def _day_number(t):
    # Schlyter's day number: 0.0 at 1999-12-31T00:00Z
    return (t / 86400.0 + 2440587.5) - 2451543.5


def _sun_ecliptic(d):
    w = 282.9404 + 4.70935e-5 * d
    e = 0.016709 - 1.151e-9 * d
    M = _rev(356.0470 + 0.9856002585 * d)
    E = M + math.degrees(e) * _sind(M) * (1.0 + e * _cosd(M))
    xv = _cosd(E) - e
    yv = math.sqrt(1.0 - e * e) * _sind(E)
    v = _atan2d(yv, xv)
    return _rev(v + w), M, w


def _moon_ecliptic(d):
    N = _rev(125.1228 - 0.0529538083 * d)
    i = 5.1454
    w = _rev(318.0634 + 0.1643573223 * d)
    a = 60.2666
    e = 0.054900
    M = _rev(115.3654 + 13.0649929509 * d)
    E = M + math.degrees(e) * _sind(M) * (1.0 + e * _cosd(M))
    for _ in range(10):
        E = E - (E - math.degrees(e) * _sind(E) - M) / (1.0 - e * _cosd(E))
    xv = a * (_cosd(E) - e)
    yv = a * math.sqrt(1.0 - e * e) * _sind(E)
    v = _atan2d(yv, xv)
    r = math.hypot(xv, yv)
    xh = r * (_cosd(N) * _cosd(v + w) - _sind(N) * _sind(v + w) * _cosd(i))
    yh = r * (_sind(N) * _cosd(v + w) + _cosd(N) * _sind(v + w) * _cosd(i))
    zh = r * _sind(v + w) * _sind(i)
    lon = _atan2d(yh, xh)
    lat = _atan2d(zh, math.hypot(xh, yh))
    _, Ms, ws = _sun_ecliptic(d)
    Ls = Ms + ws
    Lm = M + w + N
    D = Lm - Ls
    F = Lm - N
    lon += (-1.274 * _sind(M - 2 * D) + 0.658 * _sind(2 * D) - 0.186 * _sind(Ms)
            - 0.059 * _sind(2 * M - 2 * D) - 0.057 * _sind(M - 2 * D + Ms)
            + 0.053 * _sind(M + 2 * D) + 0.046 * _sind(2 * D - Ms) + 0.041 * _sind(M - Ms)
            - 0.035 * _sind(D) - 0.031 * _sind(M + Ms) - 0.015 * _sind(2 * F - 2 * D)
            + 0.011 * _sind(M - 4 * D))
    lat += (-0.173 * _sind(F - 2 * D) - 0.055 * _sind(M - F - 2 * D)
            - 0.046 * _sind(M + F - 2 * D) + 0.033 * _sind(F + 2 * D) + 0.017 * _sind(2 * M + F))
    r += -0.58 * _cosd(M - 2 * D) - 0.46 * _cosd(2 * D)
    return _rev(lon), lat, r


def _equatorial(lon, lat, d):
    ecl = 23.4393 - 3.563e-7 * d
    x = _cosd(lon) * _cosd(lat)
    y = _sind(lon) * _cosd(lat)
    z = _sind(lat)
    ye = y * _cosd(ecl) - z * _sind(ecl)
    ze = y * _sind(ecl) + z * _cosd(ecl)
    return _rev(_atan2d(ye, x)), _atan2d(ze, math.hypot(x, ye))


def _altitude(ra, dec, t):
    jd = t / 86400.0 + 2440587.5
    gmst = _rev(280.46061837 + 360.98564736629 * (jd - 2451545.0))
    ha = gmst + LON - ra
    return math.degrees(math.asin(_sind(LAT) * _sind(dec) + _cosd(LAT) * _cosd(dec) * _cosd(ha)))


def sun_altitude(t):
    d = _day_number(t)
    lon, _, _ = _sun_ecliptic(d)
    ra, dec = _equatorial(lon, 0.0, d)
    return _altitude(ra, dec, t)


def moon_altitude(t):
    """Topocentric altitude of the Moon's centre."""
    d = _day_number(t)
    lon, lat, r = _moon_ecliptic(d)
    ra, dec = _equatorial(lon, lat, d)
    alt = _altitude(ra, dec, t)
    parallax = math.degrees(math.asin(1.0 / r))
    return alt - parallax * _cosd(alt)


def moon_phase_fraction(t):
    """0 = new, 0.25 = first quarter, 0.5 = full, 0.75 = last quarter."""
    d = _day_number(t)
    mlon, _, _ = _moon_ecliptic(d)
    slon, _, _ = _sun_ecliptic(d)
    return _rev(mlon - slon) / 360.0


def _crossings(f, h0, start, end, step=60):
    """Times in [start, end) where f(t) - h0 changes sign, as (time, rising), to the second."""
    found = []
    t0, v0 = start, f(start) - h0
    t = start + step
    while t <= end:
        v1 = f(t) - h0
        if (v0 < 0) != (v1 < 0):
            lo, hi = t0, t
            for _ in range(20):  # bisection down to well under a second
                mid = (lo + hi) / 2.0
                if (f(mid) - h0 < 0) == (v0 < 0):
                    lo = mid
                else:
                    hi = mid
            tc = int(round((lo + hi) / 2.0))
            if tc < end:
                found.append((tc, v1 > v0))
        t0, v0 = t, v1
        t += step
    return found


def sun_times(day):
    start, end = local_midnight(day), local_midnight(day + 1)
    cs = _crossings(sun_altitude, -0.833, start, end)
    rise = next(tc for tc, up in cs if up)
    set_ = next(tc for tc, up in cs if not up)
    return rise, set_


def moon_times(day):
    """Moonrise and moonset in the local day; 0 when there is none that day (as the API does)."""
    start, end = local_midnight(day), local_midnight(day + 1)
    cs = _crossings(moon_altitude, -0.583, start, end)
    rise = next((tc for tc, up in cs if up), 0)
    set_ = next((tc for tc, up in cs if not up), 0)
    return rise, set_


def daily_moon_phase(day):
    """The API's rule: a round value (0, .25, .5, .75, 1) crossed during the day wins,
    otherwise the mean of the phases at the start and the end of the day."""
    a = moon_phase_fraction(local_midnight(day))
    b = moon_phase_fraction(local_midnight(day + 1) - 1)
    if b < a:  # wrapped through new moon
        return 0
    for q in (0.25, 0.5, 0.75):
        if a <= q <= b:
            return q
    return num((a + b) / 2.0)


# ----------------------------------------------------------------------------------------------
# Meteorology helpers

def num(x, nd=2):
    """Round like the API: to nd decimals, and send whole numbers as integers."""
    v = round(x, nd)
    if v == int(v):
        return int(v)
    return v


def kelvin(c):
    return num(c + 273.15)


def dew_point_c(t_c, rh):
    a, b = 17.62, 243.12
    g = math.log(rh / 100.0) + a * t_c / (b + t_c)
    return b * g / (a - g)


def feels_like_c(t_c, wind_ms, rh):
    v = wind_ms * 3.6
    if t_c <= 10.0 and v > 4.8:
        return 13.12 + 0.6215 * t_c - 11.37 * v ** 0.16 + 0.3965 * t_c * v ** 0.16
    if t_c >= 26.0:
        return t_c + 0.1 * (rh - 40) / 10.0
    return t_c - 0.2 * max(0.0, wind_ms - 2.0)


CONDITIONS = {
    300: ("Drizzle", "light intensity drizzle", "09"),
    301: ("Drizzle", "drizzle", "09"),
    500: ("Rain", "light rain", "10"),
    501: ("Rain", "moderate rain", "10"),
    600: ("Snow", "light snow", "13"),
    701: ("Mist", "mist", "50"),
    800: ("Clear", "clear sky", "01"),
    801: ("Clouds", "few clouds", "02"),
    802: ("Clouds", "scattered clouds", "03"),
    803: ("Clouds", "broken clouds", "04"),
    804: ("Clouds", "overcast clouds", "04"),
}

CLOUD_RANGE = {
    300: (90, 100), 301: (92, 100), 500: (75, 100), 501: (88, 100), 600: (95, 100),
    701: (60, 90), 800: (0, 9), 801: (11, 24), 802: (26, 49), 803: (52, 84), 804: (86, 100),
}


def weather(cid, is_day):
    main, desc, icon = CONDITIONS[cid]
    return [{"id": cid, "main": main, "description": desc, "icon": icon + ("d" if is_day else "n")}]


# ----------------------------------------------------------------------------------------------
# The story, hour by hour (index i = hours after 21:00 UTC on Saturday 25 March)

# (condition id, temperature °C, humidity %, pressure hPa, wind m/s, wind from °, gust m/s)
HOURLY_PLAN = [
    # Saturday evening: drizzle and light rain on a south-westerly
    (300, 8.1, 93, 1009, 4.6, 230, 9.3),   # 0  21:00 UTC
    (500, 7.8, 94, 1009, 4.9, 235, 9.8),   # 1  22:00
    (300, 7.4, 94, 1010, 4.4, 240, 9.1),   # 2  23:00
    # Sunday: clouds clear overnight (clocks go forward at 01:00 UTC)
    (804, 6.9, 92, 1010, 4.0, 245, 8.2),   # 3  00:00 GMT
    (804, 6.5, 91, 1011, 3.7, 250, 7.6),   # 4  01:00 UTC = 02:00 BST
    (803, 6.0, 90, 1011, 3.4, 255, 7.0),   # 5
    (803, 5.6, 90, 1012, 3.2, 260, 6.6),   # 6
    (802, 5.1, 89, 1012, 3.0, 265, 6.1),   # 7
    (801, 4.7, 89, 1012, 2.9, 270, 5.8),   # 8  05:00 UTC, before sunrise
    (801, 4.9, 88, 1013, 3.0, 270, 6.0),   # 9  06:00 UTC, after sunrise
    (800, 6.2, 83, 1013, 3.3, 275, 6.4),   # 10
    (800, 7.9, 76, 1013, 3.6, 280, 6.9),   # 11
    (801, 9.4, 70, 1014, 4.1, 280, 7.5),   # 12
    (802, 10.7, 66, 1014, 4.6, 285, 8.4),  # 13
    (803, 11.6, 64, 1014, 5.0, 290, 9.6),  # 14
    (500, 11.2, 74, 1014, 5.4, 295, 11.2), # 15 midday shower
    (500, 10.6, 79, 1014, 5.2, 300, 10.9), # 16
    (803, 11.9, 68, 1014, 4.8, 295, 9.4),  # 17
    (802, 12.3, 63, 1015, 4.3, 290, 8.1),  # 18
    (801, 11.8, 64, 1015, 3.5, 285, 6.2),  # 19
    (800, 10.9, 67, 1015, 2.8, 280, 4.4),  # 20
    (800, 9.6, 72, 1015, 2.2, 270, 3.6),   # 21 18:00 UTC, before sunset
    (800, 8.1, 78, 1016, 2.0, 260, 3.2),   # 22 after sunset
    (800, 7.0, 82, 1016, 1.8, 250, 2.7),   # 23
    (800, 6.1, 85, 1016, 1.7, 240, 2.5),   # 24
    (801, 5.5, 87, 1015, 1.6, 220, 2.3),   # 25
    (802, 4.9, 88, 1015, 1.9, 200, 3.1),   # 26 22:00 UTC = 23:00 BST
    # Monday: a cold clear spell lets two hours of light snow settle, then mist, rain and wind
    (803, 4.2, 89, 1014, 2.3, 190, 4.2),   # 27
    (804, 3.4, 90, 1013, 2.8, 180, 5.3),   # 28
    (804, 2.6, 91, 1012, 3.2, 175, 6.1),   # 29
    (600, 1.6, 94, 1011, 3.5, 170, 6.9),   # 30 03:00 UTC light snow
    (600, 1.3, 95, 1010, 3.6, 170, 7.2),   # 31 04:00 UTC light snow
    (701, 2.4, 96, 1009, 3.4, 175, 6.8),   # 32 05:00 UTC mist, before sunrise
    (701, 3.6, 95, 1008, 3.8, 180, 7.9),   # 33 06:00 UTC mist, after sunrise
    (804, 5.1, 92, 1007, 4.9, 185, 10.2),  # 34
    (500, 6.3, 91, 1006, 6.1, 190, 12.8),  # 35
    (500, 7.2, 92, 1004, 7.0, 195, 14.6),  # 36
    (501, 7.9, 94, 1003, 8.1, 200, 16.9),  # 37
    (501, 8.5, 94, 1001, 8.8, 205, 17.8),  # 38
    (500, 9.1, 92, 1000, 8.9, 210, 18.2),  # 39
    (500, 9.4, 90, 999, 8.6, 215, 17.1),   # 40
    (803, 9.6, 84, 999, 8.2, 220, 16.0),   # 41
    (803, 9.5, 82, 999, 7.9, 225, 15.3),   # 42
    (802, 9.2, 81, 1000, 7.4, 230, 14.4),  # 43
    (803, 8.8, 83, 1000, 7.0, 230, 13.6),  # 44
    (500, 8.3, 88, 1001, 6.7, 235, 13.1),  # 45 18:00 UTC, before sunset
    (500, 7.9, 90, 1001, 6.3, 240, 12.4),  # 46 after sunset
    (804, 7.6, 89, 1002, 5.8, 245, 11.3),  # 47 20:00 UTC
]

# Per-day plan: (condition id, min °C, max °C, morn, day, eve, night, humidity, pressure,
#                wind m/s, wind °, gust, clouds, pop, rain mm, snow mm, uvi peak, summary)
# Days 1 and 2 take min/max, morn/day/eve/night, rain, snow, pop and uvi from the hourly data
# (see build_daily); the numbers here only fill what the hourly data does not cover.
DAILY_PLAN = [
    (500, 5.4, 12.6, 6.1, 11.8, 9.7, 6.9, 82, 1008, 4.3, 220, 9.4, 87, 0.86, 1.87, None, 1.91,
     "Expect a day of partly cloudy with rain"),
    (500, None, None, None, None, None, None, 74, 1014, 4.1, 280, 8.9, 41, 0.71, None, None, 2.64,
     "You can expect partly cloudy in the morning, with rain in the afternoon"),
    (501, None, None, None, None, None, 6.8, 90, 1003, 7.9, 205, 18.2, 94, 1, None, None, 1.12,
     "There will be snow until morning, then rain"),
    (803, 4.8, 11.9, 5.6, 10.9, 9.8, 6.2, 76, 1009, 5.1, 250, 10.6, 68, 0.18, None, None, 2.47,
     "You can expect partly cloudy in the morning, with clearing in the afternoon"),
    (500, 5.9, 12.4, 6.8, 11.6, 10.1, 8.3, 81, 1005, 5.6, 215, 12.1, 83, 0.64, 2.31, None, 2.15,
     "Expect a day of partly cloudy with rain"),
    (501, 7.1, 13.2, 8.0, 12.5, 10.9, 8.8, 86, 998, 6.8, 200, None, 97, 0.93, 6.48, None, 1.38,
     "There will be rain today"),
    (804, 6.3, 12.8, 7.0, 12.1, 10.4, 7.5, 78, 1011, 3.9, 290, 7.7, 92, 0.12, None, None, 1.86,
     None),
    (800, 4.6, 13.9, 5.3, 13.4, 11.5, 7.1, 66, 1019, 2.6, 20, 4.9, 4, 0, None, None, 3.02,
     None),
]


def build_hourly(rng, sun):
    hourly = []
    for i, (cid, t, rh, p, ws, wd, wg) in enumerate(HOURLY_PLAN):
        dt = HOUR0 + i * 3600
        rise, set_ = sun[day_index_of(dt)]
        is_day = rise <= dt < set_
        t = t + rng.uniform(-0.12, 0.12)
        rh = max(55, min(98, rh + rng.randint(-1, 1)))
        ws = ws + rng.uniform(-0.25, 0.25)
        wg = wg + rng.uniform(-0.4, 0.4)
        wd = (wd + rng.randint(-6, 6)) % 360
        lo, hi = CLOUD_RANGE[cid]
        clouds = rng.randint(lo, hi)
        if is_day:
            frac = math.sin(math.pi * (dt - rise) / (set_ - rise))
            uvi = max(0.0, 2.7 * frac * (1.0 - 0.55 * clouds / 100.0))
        else:
            uvi = 0.0
        if cid in (300, 301):
            vis = rng.randint(7000, 9500)
        elif cid == 701:
            vis = rng.randint(1800, 3500)
        elif cid == 600:
            vis = rng.randint(3000, 6000)
        elif cid == 501:
            vis = rng.randint(6000, 9000)
        else:
            vis = 10000
        if i in HOURLY_RAIN or i in HOURLY_SNOW:
            pop = rng.uniform(0.55, 1.0)
        elif cid in (803, 804, 701):
            pop = rng.uniform(0.05, 0.35)
        elif cid in (801, 802):
            pop = rng.choice([0.0, rng.uniform(0.01, 0.12)])
        else:
            pop = 0.0
        entry = {
            "dt": dt,
            "temp": kelvin(t),
            "feels_like": kelvin(feels_like_c(t, ws, rh)),
            "pressure": p,
            "humidity": rh,
            "dew_point": kelvin(dew_point_c(t, rh)),
            "uvi": num(uvi),
            "clouds": clouds,
            "visibility": vis,
            "wind_speed": num(ws),
            "wind_deg": wd,
            "wind_gust": num(wg),
            "weather": weather(cid, is_day),
            "pop": num(pop),
        }
        if i in HOURLY_NO_VISIBILITY:
            del entry["visibility"]
        if i in HOURLY_NO_POP:
            del entry["pop"]
        if i in HOURLY_NO_GUST:
            del entry["wind_gust"]
        if i in HOURLY_RAIN:
            amount = {300: (0.11, 0.32), 500: (0.28, 0.92), 501: (1.15, 2.45)}[cid]
            entry["rain"] = {"1h": num(rng.uniform(*amount))}
        if i in HOURLY_SNOW:
            entry["snow"] = {"1h": num(rng.uniform(0.14, 0.31))}
        hourly.append(entry)
    return hourly


def _hourly_temp_c(hourly, t):
    for h in hourly:
        if h["dt"] == t:
            return h["temp"] - 273.15
    return None


def build_daily(rng, sun, hourly):
    daily = []
    for day, plan in enumerate(DAILY_PLAN):
        (cid, tmin, tmax, morn, tday, eve, night, rh, p, ws, wd, wg, clouds, pop,
         rain, snow, uvi, summary) = plan
        start, end = local_midnight(day), local_midnight(day + 1)
        in_day = [h for h in hourly if start <= h["dt"] < end]
        if in_day and day > 0:
            temps = [h["temp"] - 273.15 for h in in_day]
            tmin = min(temps + ([tmin] if tmin is not None else []))
            tmax = max(temps + ([tmax] if tmax is not None else []))
            rain_sum = sum(h.get("rain", {}).get("1h", 0) for h in in_day)
            snow_sum = sum(h.get("snow", {}).get("1h", 0) for h in in_day)
            rain = rain_sum if rain_sum > 0 else None
            snow = snow_sum if snow_sum > 0 else None
            pop = max(h.get("pop", 0) for h in in_day)
            uvi = max(h["uvi"] for h in in_day)

        def at_local(hh, fallback):
            v = _hourly_temp_c(hourly, start + hh * 3600 - (3600 if start < DST_START <= start + hh * 3600 else 0))
            return v if v is not None else fallback

        if day > 0 and in_day:
            morn = at_local(6, morn)
            tday = at_local(12, tday)
            eve = at_local(18, eve)
            nxt = _hourly_temp_c(hourly, end)  # 00:00 local of the next day
            night = nxt if nxt is not None else night
            if eve is None:
                eve = tday - 1.5
        jit = lambda x: x + rng.uniform(-0.08, 0.08)
        tmin, tmax, morn, tday, eve, night = (jit(x) for x in (tmin, tmax, morn, tday, eve, night))
        tmin = min(tmin, morn, tday, eve, night)
        tmax = max(tmax, morn, tday, eve, night)
        rise, set_ = sun[day]
        mrise, mset = moon_times(day)
        entry = {
            "dt": local_noon(day),
            "sunrise": rise,
            "sunset": set_,
            "moonrise": mrise,
            "moonset": mset,
            "moon_phase": daily_moon_phase(day),
            "summary": summary,
            "temp": {
                "day": kelvin(tday), "min": kelvin(tmin), "max": kelvin(tmax),
                "night": kelvin(night), "eve": kelvin(eve), "morn": kelvin(morn),
            },
            "feels_like": {
                "day": kelvin(feels_like_c(tday, ws, rh)),
                "night": kelvin(feels_like_c(night, ws * 0.8, rh)),
                "eve": kelvin(feels_like_c(eve, ws * 0.9, rh)),
                "morn": kelvin(feels_like_c(morn, ws * 0.8, rh)),
            },
            "pressure": p,
            "humidity": rh,
            "dew_point": kelvin(dew_point_c(tday, rh)),
            "wind_speed": num(ws + rng.uniform(-0.1, 0.1)),
            "wind_deg": wd,
            "wind_gust": num(wg + rng.uniform(-0.2, 0.2)) if wg is not None else None,
            "weather": weather(cid, True),
            "clouds": clouds,
            "pop": num(pop),
            "rain": num(rain) if rain is not None else None,
            "snow": num(snow) if snow is not None else None,
            "uvi": num(uvi),
        }
        if day in DAILY_NO_SUMMARY:
            del entry["summary"]
        if day in DAILY_NO_GUST:
            del entry["wind_gust"]
        for k in ("rain", "snow", "wind_gust", "summary"):
            if k in entry and entry[k] is None:
                del entry[k]
        daily.append(entry)
    return daily


def build_minutely(rng):
    out = []
    for m in range(61):
        if m < 38:
            mmh = 0.18 + 0.22 * math.sin(math.pi * m / 38.0) + rng.uniform(-0.05, 0.05)
        elif m < 47:
            mmh = 0.0
        else:
            mmh = 0.12 + rng.uniform(-0.04, 0.06)
        out.append({"dt": MINUTE0 + 60 * m, "precipitation": num(max(0.0, mmh))})
    return out


def build_onecall():
    rng = random.Random(SEED)
    sun = [sun_times(d) for d in range(N_DAYS)]
    hourly = build_hourly(rng, sun)
    daily = build_daily(rng, sun, hourly)
    minutely = build_minutely(rng)

    t, rh, ws = 8.06, 93, 4.63
    current = {
        "dt": CURRENT_DT,
        "sunrise": sun[0][0],
        "sunset": sun[0][1],
        "temp": kelvin(t),
        "feels_like": kelvin(feels_like_c(t, ws, rh)),
        "pressure": 1009,
        "humidity": rh,
        "dew_point": kelvin(dew_point_c(t, rh)),
        "uvi": 0,
        "clouds": 100,
        "visibility": 8000,
        "wind_speed": ws,
        "wind_deg": 230,
        "wind_gust": 9.26,
        "weather": weather(300, False),
        "rain": {"1h": 0.21},
    }

    alert_start = 1679896800  # 2023-03-27T06:00:00Z (07:00 BST)
    alert_end = 1679950800    # 2023-03-27T21:00:00Z (22:00 BST)
    alerts = [{
        "sender_name": "Met Office",
        "event": "Yellow warning of wind",
        "start": alert_start,
        "end": alert_end,
        "description": (
            "Strong southwesterly winds may lead to some disruption to travel on Monday.\n"
            "What to expect\n"
            "- Some delays to road, rail, air and ferry transport are possible\n"
            "- Gusts of 40 to 45 mph are likely inland, with up to 55 mph on exposed coasts\n"
            "- Some short term loss of power and other services is possible"
        ),
        "tags": ["Wind"],
    }]

    return {
        "lat": LAT,
        "lon": LON,
        "timezone": "Europe/London",
        "timezone_offset": utc_offset(CURRENT_DT),
        "current": current,
        "minutely": minutely,
        "hourly": hourly,
        "daily": daily,
        "alerts": alerts,
    }


def build_air_pollution():
    return {
        "coord": {"lon": LON, "lat": LAT},
        "list": [{
            "main": {"aqi": 2},
            "components": {
                "co": 230.31,
                "no": 0.77,
                "no2": 21.59,
                "o3": 54.36,
                "so2": 3.7,
                "pm2_5": 12.03,
                "pm10": 16.9,
                "nh3": 0.87,
            },
            "dt": CURRENT_DT,
        }],
    }


def build_place():
    return [{
        "name": "London",
        "local_names": {
            "en": "London",
            "fr": "Londres",
            "de": "London",
            "es": "Londres",
            "it": "Londra",
            "ja": "ロンドン",
            "zh": "伦敦",
            "ru": "Лондон",
            "ascii": "London",
            "feature_name": "London",
        },
        "lat": PLACE_LAT,
        "lon": PLACE_LON,
        "country": "GB",
        "state": "England",
    }]


# ----------------------------------------------------------------------------------------------
# Self-checks: the brief for this data, enforced

def check(onecall):
    h, d, m = onecall["hourly"], onecall["daily"], onecall["minutely"]
    assert len(m) == 61 and m[0]["dt"] == 1679779560
    assert all(b["dt"] - a["dt"] == 60 for a, b in zip(m, m[1:]))
    assert len(h) == 48 and h[0]["dt"] == 1679778000
    assert all(b["dt"] - a["dt"] == 3600 for a, b in zip(h, h[1:]))
    assert h[0]["dt"] < DST_START < h[-1]["dt"]
    assert len(d) == 8
    assert d[0]["dt"] == 1679745600 and d[1]["dt"] == 1679828400  # 12:00 GMT, then 12:00 BST
    for e in d:
        assert local_hour(e["dt"]) == 12.0
        assert e["sunrise"] < e["dt"] < e["sunset"]
    for key, entries in (("wind_gust", h), ("rain", h), ("snow", h), ("pop", h),
                         ("visibility", h), ("wind_gust", d), ("rain", d), ("snow", d),
                         ("summary", d)):
        present = sum(key in e for e in entries)
        assert 0 < present < len(entries), (key, present)
    assert {i for i, e in enumerate(h) if "rain" in e} == HOURLY_RAIN
    assert {i for i, e in enumerate(h) if "snow" in e} == HOURLY_SNOW
    assert {i for i, e in enumerate(h) if "visibility" not in e} == HOURLY_NO_VISIBILITY
    assert {i for i, e in enumerate(h) if "pop" not in e} == HOURLY_NO_POP
    assert {i for i, e in enumerate(h) if "wind_gust" not in e} == HOURLY_NO_GUST
    assert {i for i, e in enumerate(d) if "wind_gust" not in e} == DAILY_NO_GUST
    assert {i for i, e in enumerate(d) if "summary" not in e} == DAILY_NO_SUMMARY
    assert {i for i, e in enumerate(d) if "rain" in e} == {0, 1, 2, 4, 5}
    assert {i for i, e in enumerate(d) if "snow" in e} == {2}
    for e in h + [onecall["current"]]:
        t_c = e["temp"] - 273.15
        assert -1 < t_c < 15, e
        assert 60 <= e["humidity"] <= 98 and 995 <= e["pressure"] <= 1020
        assert 1 <= e["wind_speed"] <= 9.5
        di = day_index_of(e["dt"])
        is_day = d[di]["sunrise"] <= e["dt"] < d[di]["sunset"]
        assert e["weather"][0]["icon"].endswith("d" if is_day else "n"), e
        if "snow" in e:
            assert t_c < 2.5
    for e in d:
        assert e["temp"]["min"] <= min(e["temp"][k] for k in ("day", "night", "eve", "morn"))
        assert e["temp"]["max"] >= max(e["temp"][k] for k in ("day", "night", "eve", "morn"))


def write_json(path, obj):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(obj, indent=2, ensure_ascii=False))
        f.write("\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "Resources", "london")
    os.makedirs(out, exist_ok=True)
    onecall = build_onecall()
    check(onecall)
    write_json(os.path.join(out, "onecall.json"), onecall)
    write_json(os.path.join(out, "air_pollution.json"), build_air_pollution())
    write_json(os.path.join(out, "place.json"), build_place())


if __name__ == "__main__":
    main()
