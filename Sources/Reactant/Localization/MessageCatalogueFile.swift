import FoundationEssentials

/// The structure of a compiled gettext catalogue (.mo), checked before it is handed to glibc.
///
/// glibc checks only the magic number and then trusts every offset in the file: a catalogue
/// whose string descriptors point past its end crashes the first lookup (`_nl_find_msg`), in
/// any app, before a window shows. So every table and string the header names must lie in
/// the file, in the file's byte order (GNU gettext's format, revisions 0 and 1).
struct MessageCatalogueFile {
    /// Why a file is not a catalogue glibc can read safely.
    struct Defect: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    private let bytes: [UInt8]
    private let bigEndian: Bool

    /// Checks `file`; returns why it can't be read safely, or nil when it can.
    static func defect(of file: URL) -> Defect? {
        guard let data = try? Data(contentsOf: file) else { return Defect(description: "it can't be read") }
        return defect(in: [UInt8](data))
    }

    static func defect(in bytes: [UInt8]) -> Defect? {
        guard bytes.count >= 28 else { return Defect(description: "it is shorter than a catalogue's header") }
        let magic = bytes.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        // The magic 0x950412de as written by a big-endian machine reads 95 04 12 de.
        guard magic == 0x9504_12de || magic == 0xde12_0495 else {
            return Defect(description: "it doesn't start with a catalogue's magic number")
        }
        do {
            try MessageCatalogueFile(bytes: bytes, bigEndian: magic == 0x9504_12de).validate()
            return nil
        } catch let defect as Defect {
            return defect
        } catch {
            return Defect(description: "\(error)")
        }
    }

    private func word(at offset: Int) throws -> Int {
        guard offset >= 0, offset <= bytes.count - 4 else {
            throw Defect(description: "its header or a table ends past the end of the file")
        }
        let four = bytes[offset..<offset + 4]
        let value = bigEndian ? four.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                              : four.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Int(value)
    }

    /// A table of `count` entries of `size` bytes at `offset` lies in the file.
    private func checkTable(at offset: Int, count: Int, entrySize: Int, _ name: String) throws {
        guard count.multipliedReportingOverflow(by: entrySize).overflow == false,
              offset + count * entrySize <= bytes.count else {
            throw Defect(description: "its \(name) table (\(count) entries at byte \(offset)) ends past the end of the file (\(bytes.count) bytes)")
        }
    }

    /// Each (length, offset) descriptor of a table names a NUL-terminated string in the file.
    private func checkStrings(table: Int, count: Int, _ name: String) throws {
        try checkTable(at: table, count: count, entrySize: 8, name)
        for index in 0..<count {
            let length = try word(at: table + index * 8)
            let offset = try word(at: table + index * 8 + 4)
            guard offset + length < bytes.count, bytes[offset + length] == 0 else {
                throw Defect(description: "its \(name) string \(index) (\(length) bytes at byte \(offset)) ends past the end of the file (\(bytes.count) bytes) or lacks its NUL")
            }
        }
    }

    private func validate() throws {
        let revision = try word(at: 4)
        // glibc reads major revisions 0 and 1 (1 adds system-dependent strings).
        guard revision >> 16 <= 1 else { throw Defect(description: "its format revision \(revision >> 16) is unknown") }
        let count = try word(at: 8)
        try checkStrings(table: try word(at: 12), count: count, "original")
        try checkStrings(table: try word(at: 16), count: count, "translation")
        let hashSize = try word(at: 20)
        if hashSize > 0 {
            let hashTable = try word(at: 24)
            try checkTable(at: hashTable, count: hashSize, entrySize: 4, "hash")
            if revision >> 16 == 0 {
                // An entry is 0 (empty) or a string's index + 1.
                for index in 0..<hashSize {
                    let entry = try word(at: hashTable + index * 4)
                    guard entry <= count else {
                        throw Defect(description: "its hash table names string \(entry - 1) of \(count)")
                    }
                }
            }
        }
        if revision >> 16 == 1 { try validateSystemDependentStrings() }
    }

    /// Revision 1's segments and system-dependent strings (header words 7 to 11).
    private func validateSystemDependentStrings() throws {
        let segmentCount = try word(at: 28)
        let segments = try word(at: 32)
        try checkTable(at: segments, count: segmentCount, entrySize: 8, "segment")
        for index in 0..<segmentCount {
            let length = try word(at: segments + index * 8)
            let offset = try word(at: segments + index * 8 + 4)
            guard offset + length <= bytes.count else {
                throw Defect(description: "its segment \(index) ends past the end of the file")
            }
        }
        let stringCount = try word(at: 36)
        for table in [try word(at: 40), try word(at: 44)] {
            try checkTable(at: table, count: stringCount, entrySize: 4, "system-dependent string")
            for index in 0..<stringCount {
                // A string: its static prefix offset, then (segment size, segment index) pairs up to 0xffffffff.
                var cursor = try word(at: table + index * 4)
                guard try word(at: cursor) < bytes.count else {
                    throw Defect(description: "its system-dependent string \(index) ends past the end of the file")
                }
                cursor += 4
                while case let segment = try word(at: cursor + 4), segment != 0xffff_ffff {
                    guard segment < segmentCount else {
                        throw Defect(description: "its system-dependent string \(index) names segment \(segment) of \(segmentCount)")
                    }
                    cursor += 8
                }
            }
        }
    }
}
