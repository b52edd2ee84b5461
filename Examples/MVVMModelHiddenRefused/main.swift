// expect: compile-error

/// A view that decides for itself, from the model behind the view model.
@MainActor func hurryBadge(for viewModel: BookingViewModel) -> String {
    viewModel.sailing.seatsLeft < 5 ? "Hurry, few seats" : ""
}
