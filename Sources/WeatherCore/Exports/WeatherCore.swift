// WeatherCore is the library's one name: it re-exports every layer (Package.swift lists them,
// lowest first), so WeatherIO, the executable and the tests import WeatherCore alone.
@_exported import CoreCommands
@_exported import CoreFinance
@_exported import CoreLanguage
@_exported import CoreModel
@_exported import CorePlaces
@_exported import CoreProviders
@_exported import CoreRendering
@_exported import CoreSession
@_exported import CoreShell
@_exported import CoreState
@_exported import CoreSupport
