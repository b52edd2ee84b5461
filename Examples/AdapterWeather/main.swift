let towns = ["Kettle Cross", "Wenlow", "Ashby Fen"]

print("Club stations:")
let before = RideBriefing(source: ClubStations())
for town in towns { print("  " + before.line(for: town)) }

print("AeroCast, through the adapter:")
let aeroCast = AeroCastWeather(
    client: AeroCastClient(),
    stations: ["Kettle Cross": "XKTC", "Wenlow": "XWNL", "Ashby Fen": "XASF"])
let after = RideBriefing(source: aeroCast)
for town in towns { print("  " + after.line(for: town)) }
