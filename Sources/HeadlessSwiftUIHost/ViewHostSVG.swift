import HeadlessSwiftUI

extension ViewHost {
    /// The screen drawn as SVG: the device's screen (`width`, `height` and `viewBox` are its
    /// size in points) on its background, the root screen's views where layout put them, a
    /// navigation stack's bar, each presented layer as iOS shows it (a sheet's card at its
    /// detent over the dimmed presenter, a full-screen cover, a popover's bubble, an alert),
    /// and the status bar's band and the home indicator.
    ///
    /// Text is drawn line by line as layout wrapped or truncated it, in its font's size and
    /// weight (`font-family="Inter, system-ui"`: the metrics are Inter's) and its foreground
    /// color; shapes, colors and gradients fill or stroke their frames; a system symbol is an
    /// outline of its size titled with its name. Elements carry `data-` attributes to find
    /// them by: `data-text` and `data-frame` (`x y width height`) on texts, `data-id` on views
    /// with an accessibility identifier, `data-presentation` on presented layers, `data-role`
    /// on what the system draws.
    ///
    /// The same view on the same device gives the same bytes.
    /// ```swift
    /// let host = ViewHost(Text("Hello").font(.title).bold(), device: .iPhoneSE)
    /// try host.svg().write(toFile: "hello.svg", atomically: true, encoding: .utf8)
    /// ```
    public func svg() -> String {
        layout()
        let layers = graph.presentedEntries.compactMap { entry in
            entry.contentNode == nil ? nil : PresentedLayer.layer(for: entry, on: device, os: os)
        }
        return SVGRenderer.document(root: graph.root, layers: layers, device: device)
    }
}
