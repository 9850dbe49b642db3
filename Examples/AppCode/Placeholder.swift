// Replaced by the app-code examples.
