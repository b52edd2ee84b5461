// snippet.main
let controller = SurveyController(
    survey: try Survey(name: "mill-pond"), store: SurveyStore(), client: SurveyClient())
controller.onFinish = { survey in
    // The app decides where "done" goes; the survey screen never names the next screen.
    print("  navigate: summary of \(survey.name), \(survey.birds) birds")
}
for command in ["add grey-heron 2", "add kingfisher 0", "add kingfisher 1", "done"] {
    controller.handle(command)
}
// snippet.end
