// The fix-it's forced cast compiles. Whether it can succeed is decided at run time.
let client = AeroCastClient()
print("AeroCastClient is a WeatherSource at run time: \(client is any WeatherSource)")
// `client as! any WeatherSource` would stop the program here.
