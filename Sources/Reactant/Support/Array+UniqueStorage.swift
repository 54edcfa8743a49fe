extension Array {
    /// Makes this variable the only holder of its elements' storage, copying them when
    /// anything else holds it too (as a mutation would); returns whether it copied.
    ///
    /// The tables and collection views call it when the main loop is idle, after showing an
    /// array a caller gave them: the caller usually keeps that array to change one model and
    /// set it again (`models[i] = x; table.componentState = .items(models)`). As long as the
    /// table shares the storage, that `models[i] = x` copies all the models (Swift's copy on
    /// write: milliseconds for 100,000), between a person's action and the frame that shows
    /// it. Copying at idle instead leaves the caller's array its own, so the change is made in
    /// place; an array nobody else holds (built for the call) is not copied at all.
    @discardableResult
    mutating func makeStorageUnique() -> Bool {
        guard !isEmpty else { return false }
        let before = withUnsafeBufferPointer { $0.baseAddress }
        // A no-op for storage this variable alone holds with room for its elements; a copy
        // into new storage otherwise.
        reserveCapacity(count)
        return withUnsafeBufferPointer { $0.baseAddress } != before
    }
}
