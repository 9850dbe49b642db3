import HeadlessSwiftUIHost

/// The HTML page a failing picture snapshot writes: the reference and the new drawing side by
/// side, and the diff under them.
enum SideBySidePage {
    static func html(title: String, reference: String, rendered: String, diff: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(xmlEscaped(title))</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 16px; }
        .pair { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; }
        img { border: 1px solid #c6c6c8; max-width: 45vw; }
        pre { background: #f2f2f7; padding: 8px; overflow-x: auto; }
        </style></head>
        <body>
        <h1>\(xmlEscaped(title))</h1>
        <div class="pair">
        <figure><figcaption>Reference</figcaption><img src="\(xmlEscaped(reference))" alt="reference"></figure>
        <figure><figcaption>New</figcaption><img src="\(xmlEscaped(rendered))" alt="new rendering"></figure>
        </div>
        <h2>Diff</h2>
        <pre>\(xmlEscaped(diff))</pre>
        </body></html>

        """
    }
}
