#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
// The text view benchmark: a paste of 1 and 10 MiB into a wrapping text view and one
// keystroke after it, with Reactant's TextView and with a plain C GtkTextView
// (CTableBench/cbtext.c), each configuration in a fresh child process. Run under Xvfb in
// release mode:
//
//     NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x1024x24" swift run -c release text-bench
//     … text-bench --sizes 1,10 --shape lines|line
//     dbus-run-session -- xvfb-run -a text-bench --accessibility   (with the AT-SPI bridge)
//
// "paste" is the call plus the first frame after it; "paste, settled" adds the idle work GTK
// then does (validating the rest of the buffer's lines); "keystroke" is one character typed
// at the end, until its frame is drawn and the loop idle again; memory is the resident set
// after the paste less before it. The text is lines of "lorem ipsum" (97 bytes each), or with
// `--shape line` one line without a break (the worst case for wrapping).
import BenchCommon
import BenchSupport
import CTableBench
import Foundation
import Reactant

enum Kind: String, CaseIterable { case c, ours }

func benchText(mebibytes: Int, shape: String) -> String {
    let line = shape == "line" ? String(repeating: "lorem ipsum ", count: 8) : String(repeating: "lorem ipsum ", count: 8) + "\n"
    return String(repeating: line, count: mebibytes * 1_048_576 / line.utf8.count)
}

@MainActor
func runChild(kind: Kind, mebibytes: Int, shape: String) throws {
    try Backends.start(named: "gtk")
    cb_settings()
    let text = benchText(mebibytes: mebibytes, shape: shape)
    var window: (any NativeWindow)?
    let paste: (String) -> Void
    let type: (String) -> Void
    switch kind {
    case .c:
        let view = cb_text_window(1)
        paste = { cb_text_insert(view, $0) }
        type = { cb_text_insert(view, $0) }
    case .ours:
        let view = TextView()
        view.wraps = true
        window = Backends.current.makeWindow()
        window?.defaultSize = (width: 600, height: 400)
        window?.content = view.native
        window?.present()
        let native = view.native as! any NativeTextView
        native.grabFocus()
        paste = { native.simulatePaste($0) }
        type = { native.simulateTyping($0) }
    }
    _ = cb_wait_for_draw()
    cb_settle()
    let before = cb_rss_kib()
    var start = cb_now()
    paste(text)
    _ = cb_wait_for_frame()
    let pasted = cb_now() - start
    cb_settle()
    let settled = cb_now() - start
    let memory = Double(cb_rss_kib() - before) / 1024
    start = cb_now()
    type("!")
    _ = cb_wait_for_frame()
    cb_settle()
    let keystroke = cb_now() - start
    print("RESULT \(pasted) \(settled) \(keystroke) \(memory)")
    withExtendedLifetime(window) {}
}

/// `--accessibility` keeps the AT-SPI bridge (run inside dbus-run-session), as on a desktop.
func runConfiguration(_ kind: Kind, mebibytes: Int, shape: String) throws -> [Double] {
    let accessibility = CommandLine.arguments.contains("--accessibility")
    return resultFigures(try runChild(["--child", kind.rawValue, String(mebibytes), shape],
                                      environment: accessibility ? [:] : ["NO_AT_BRIDGE": "1"], what: "\(kind) \(mebibytes) MiB"))
}

@MainActor
func runParent() throws {
    let sizes = (option("--sizes") ?? "1,10").split(separator: ",").compactMap { Int($0) }
    let shape = option("--shape") ?? "lines"
    print("text-bench: a paste into a wrapping text view (\(shape == "line" ? "one line" : "lines of 97 bytes")), GTK \(String(cString: cb_gtk_version())); seconds, memory in MiB")
    print("")
    print("| size | figure | ours (TextView) | C GtkTextView | ours / C |")
    print("| --- | --- | ---: | ---: | ---: |")
    for size in sizes {
        let ours = try runConfiguration(.ours, mebibytes: size, shape: shape)
        let c = try runConfiguration(.c, mebibytes: size, shape: shape)
        for (index, name) in ["paste (to the first frame)", "paste, settled", "one keystroke after it", "memory added (MiB)"].enumerated() {
            let ratio = c[index] > 0 ? String(format: "%.2f×", ours[index] / c[index]) : "–"
            print("| \(size) MiB | \(name) | \(String(format: "%.3f", ours[index])) | \(String(format: "%.3f", c[index])) | \(ratio) |")
        }
    }
}

if let index = CommandLine.arguments.firstIndex(of: "--child") {
    let arguments = CommandLine.arguments
    guard index + 3 < arguments.count, let kind = Kind(rawValue: arguments[index + 1]), let size = Int(arguments[index + 2]) else {
        FileHandle.standardError.write(Data("usage: text-bench --child c|ours MIB lines|line\n".utf8))
        exit(2)
    }
    runOrExit { try runChild(kind: kind, mebibytes: size, shape: arguments[index + 3]) }
} else {
    runOrExit { try runParent() }
}
#else
import BenchCommon
exitAsGTK3Only("text-bench")
#endif // GTK3
