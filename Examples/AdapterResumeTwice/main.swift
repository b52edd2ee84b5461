/// An adapter written from the method's signature, not from its documentation.
func temperatureF(at station: String, from client: AeroCastClient) async -> Double {
    await withCheckedContinuation { continuation in
        client.fetchObservation(station: station) { observation in
            continuation.resume(returning: observation.temperatureF)
        }
    }
}

print("asking AeroCast about XKTC")
let reading = await temperatureF(at: "XKTC", from: AeroCastClient())
print("it is \(reading) °F")
