let navigator = Navigator()
let app = AppCoordinator(navigator: navigator)
app.start()

print("— a checkout that finishes")
navigator.tap("Buy ticket")
navigator.tap("Sat 14")
navigator.tap("Pay")

print("— a checkout the visitor backs out of")
navigator.tap("Buy ticket")
navigator.tap("Sun 15")
navigator.back()
navigator.back()
