import WeatherCore

print("wxsh \(WXVersion.string)")
