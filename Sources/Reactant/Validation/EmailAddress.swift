/// The check behind `StringRules.email`; see its documentation for the rules.
enum EmailAddress {
    static let maximumBytes = 254
    static let maximumLocalPartBytes = 64
    static let maximumLabelBytes = 63

    static func isPlausible(_ text: String) -> Bool {
        // Checked first, so a huge paste is rejected without being read.
        guard text.utf8.count <= maximumBytes else {
            return false
        }
        let scalars = Array(text.unicodeScalars)
        guard let at = scalars.firstIndex(of: "@"), scalars.lastIndex(of: "@") == at else {
            return false
        }
        return isLocalPart(scalars[..<at]) && isDomain(scalars[(at + 1)...])
    }

    private static func isLocalPart(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard !scalars.isEmpty, bytes(scalars) <= maximumLocalPartBytes else {
            return false
        }
        let words = scalars.split(separator: ".", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.first, !isMark(first) else {
                return false
            }
            return word.allSatisfy(isLocalPartScalar)
        }
    }

    private static func isDomain(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        let labels = scalars.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let topLevel = labels.last else {
            return false
        }
        let labelsAreValid = labels.allSatisfy { label in
            guard let first = label.first, let last = label.last,
                  bytes(label) <= maximumLabelBytes,
                  first != "-", last != "-", !isMark(first)
            else {
                return false
            }
            return label.allSatisfy(isDomainScalar)
        }
        let topLevelIsName = topLevel.count >= 2 && !topLevel.allSatisfy { $0.isASCII && NumberText.isDigit(UInt8($0.value)) }
        return labelsAreValid && topLevelIsName
    }

    private static func bytes(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 + UTF8.width($1) }
    }

    private static func isLocalPartScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return isASCIILetterOrDigit(scalar) || "!#$%&'*+-/=?^_`{|}~".unicodeScalars.contains(scalar)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        case .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .control, .format, .surrogate, .privateUse, .unassigned:
            return false
        @unknown default:
            return false
        }
    }

    private static func isDomainScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return isASCIILetterOrDigit(scalar) || scalar == "-"
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber:
            return true
        default:
            return false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9":
            return true
        default:
            return false
        }
    }
}
