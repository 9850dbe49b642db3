import Foundation

/// A view that asynchronously loads and displays an image.
///
/// The stand-in never touches the network: an `AsyncImage` stays in its first phase,
/// `AsyncImagePhase.empty`, and shows what the app shows while loading (its placeholder, or the
/// phase closure's `.empty` branch). Its line in the text tree records the URL and the phase.
///
/// ```swift
/// AsyncImage(url: user.avatarURL) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 64, height: 64)
/// ```
public struct AsyncImage<Content: View> {
    package let url: URL?
    package let scale: CGFloat
    package let content: (AsyncImagePhase) -> any View

    /// Loads and displays an image from the specified URL.
    ///
    /// "Until the image loads, the view displays a standard placeholder that fills the available
    /// space" (https://developer.apple.com/documentation/swiftui/asyncimage); the stand-in's
    /// placeholder is a gray `Color` (Apple's diagram shows a grey box; the exact colour is an
    /// assumption).
    ///
    /// ```swift
    /// AsyncImage(url: URL(string: "https://example.com/icon.png"))
    /// ```
    nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let image = phase.image { return image }
            return Color.gray
        }
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder
    /// until the image loads.
    ///
    /// ```swift
    /// AsyncImage(url: url) { image in
    ///     image.resizable()
    /// } placeholder: {
    ///     Color.secondary
    /// }
    /// ```
    nonisolated public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let image = phase.image { return content(image) }
            return placeholder()
        }
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    ///
    /// ```swift
    /// AsyncImage(url: url) { phase in
    ///     switch phase {
    ///     case .success(let image): image.resizable()
    ///     case .failure: Image(systemName: "photo")
    ///     case .empty: ProgressView()
    ///     @unknown default: EmptyView()
    ///     }
    /// }
    /// ```
    nonisolated public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.content = { content($0) }
    }
}

extension AsyncImage: View {
    /// The content and behavior of the view.
    public var body: some View { AsyncImageContent(view: content(.empty)) }
}

/// What `AsyncImage.body` stands for; the runtime expands `AsyncImage` itself.
struct AsyncImageContent: View {
    let view: any View
    var body: some View { EmptyView() }
}

extension AsyncImage: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.output.display = .element(
            "AsyncImage url: \(url.map { HeadlessValueFormat.string($0.absoluteString) } ?? "nil") phase: .empty")
        node.layoutBehavior = nil
        node.reconcile(key: .content, view: content(.empty), environment: node.environment)
    }
}

@available(*, unavailable)
extension AsyncImage: Sendable {}

/// The current phase of the asynchronous image loading operation.
///
/// ```swift
/// AsyncImage(url: url) { phase in
///     if let image = phase.image { image } else { Color.gray }
/// }
/// ```
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image succesfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
