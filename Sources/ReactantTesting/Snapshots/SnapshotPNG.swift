#if GTK3 || GTK4 // both GTK backends: cairo, the same under GTK 3 and GTK 4
import GtkC
import Foundation

/// Reads and writes snapshot images as PNG files, through cairo (which GTK draws with, so
/// the pixels are the ones GTK drew, in the same layout). Needs no display.
public enum SnapshotPNG {
    /// A PNG file could not be read or written.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, naming the file.
        public let description: String
    }

    /// The image in the PNG file at `url`.
    /// - Throws: `Failure` naming the file when it is missing or not a PNG.
    public static func read(_ url: URL) throws -> SnapshotImage {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw Failure(description: "no image at \(url.path)")
        }
        guard let surface = cairo_image_surface_create_from_png(url.path) else {
            throw Failure(description: "cairo could not read \(url.path)")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "\(url.path) is not a readable PNG (\(String(cString: cairo_status_to_string(status))))")
        }
        return image(of: surface)
    }

    /// Writes `image` as a PNG file at `url`, making its folder if needed.
    public static func write(_ image: SnapshotImage, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard image.width > 0, image.height > 0 else {
            throw Failure(description: "an empty (\(image.width)×\(image.height)) image can't be a PNG: \(url.path)")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gint(image.width), gint(image.height))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width { row[x] = pixels[y * image.width + x] }
            }
        }
        cairo_surface_mark_dirty(surface)
        let status = cairo_surface_write_to_png(surface, url.path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "cannot write \(url.path) (\(String(cString: cairo_status_to_string(status))))")
        }
    }

    /// The pixels of a cairo image surface (ARGB32, or RGB24 whose unused byte counts as opaque).
    static func image(of surface: OpaquePointer) -> SnapshotImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque: UInt32 = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            return SnapshotImage(width: 0, height: 0, color: 0)
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] | opaque }
        }
        return SnapshotImage(width: width, height: height, pixels: pixels)!
    }
}
#endif // GTK3 || GTK4
