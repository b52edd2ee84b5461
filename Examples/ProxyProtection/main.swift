let priya = Engineer(name: "Priya", role: .developer)
let tomas = Engineer(name: "Tomás", role: .releaseManager)

for (engineer, environment) in [(priya, Environment.staging), (priya, .production), (tomas, .production)] {
    print("\(engineer.name) deploys 2.4.1 to \(environment)")
    do {
        try deployer(for: engineer).deploy("2.4.1", to: environment)
    } catch .notAllowed(let name, let environment) {
        print("    refused: \(name) may not deploy to \(environment)")
    }
}
