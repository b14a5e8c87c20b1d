"""The 8-place session done with pyowm, the peer wxsh is compared with in `scripts/bench`.

For each place: geocode the name, then One Call 3.0 and Air Pollution for its coordinates, one
after the other (pyowm is synchronous), against OPENWEATHER_API_URL (the fake server).

    python session.py PLACE...     run the session once
    python session.py              import pyowm and build its managers only (the start-up reference)
"""
import os
import sys
from urllib.parse import urlsplit

from pyowm import OWM
from pyowm.utils.config import get_default_config

base = urlsplit(os.environ["OPENWEATHER_API_URL"])
config = get_default_config()
config["connection"]["use_ssl"] = base.scheme == "https"
owm = OWM(os.environ["OPENWEATHER_API_KEY"], config)
geocoder = owm.geocoding_manager()
weather = owm.weather_manager()
air = owm.airpollution_manager()


def point_at(client, root):
    """pyowm builds `scheme://api.openweathermap.org/data/2.5/PATH`; aim a client at the same
    real paths on OPENWEATHER_API_URL instead (One Call under /data/3.0, as wxsh asks)."""
    client.root_uri = base.netloc + root
    client.admits_subdomains = False


point_at(geocoder.http_client, "/geo/1.0")
point_at(weather.http_client, "/data/3.0")
point_at(air.new_ap_client._client, "/data/2.5")

for place in sys.argv[1:]:
    name, _, country = place.partition(",")
    found = geocoder.geocode(name.strip(), country=country.strip() or None, limit=5)
    if not found:
        sys.exit(f"pyowm: no place called {place}")
    lat, lon = found[0].lat, found[0].lon
    one_call = weather.one_call(lat, lon, exclude="minutely")
    if one_call.current is None:
        sys.exit(f"pyowm: no current weather for {place}")
    # An error status raises; None means pyowm could not build its object from the answer:
    # 3.3.0's AirStatus.from_dict swaps lat and lon, so it fails wherever |lon| > 90 (Tokyo,
    # San Francisco). The request was made and its JSON parsed all the same.
    air.air_quality_at_coords(lat, lon)
