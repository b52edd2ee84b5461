enum Environment {
    case staging, production
}

enum Role {
    case developer, releaseManager
}

struct Engineer {
    let name: String
    let role: Role
}

enum DeployError: Error {
    case notAllowed(String, Environment)
}

/// The interface callers see. It declares the failure the proxy may add.
protocol Deployer {
    func deploy(_ version: String, to environment: Environment) throws(DeployError)
}

/// The real subject, private to this file: nobody outside can reach it without the proxy.
private struct Pipeline: Deployer {
    func deploy(_ version: String, to environment: Environment) {
        print("    pipeline: \(version) is live on \(environment)")
    }
}

/// The protection proxy: checks who is asking before it forwards.
private struct GuardedDeployer: Deployer {
    let pipeline: Pipeline
    let engineer: Engineer

    func deploy(_ version: String, to environment: Environment) throws(DeployError) {
        if environment == .production && engineer.role != .releaseManager {
            throw .notAllowed(engineer.name, environment)
        }
        pipeline.deploy(version, to: environment)
    }
}

/// The only way to get a deployer.
func deployer(for engineer: Engineer) -> some Deployer {
    GuardedDeployer(pipeline: Pipeline(), engineer: engineer)
}
