import Penumbra

/// The image sets of several asset catalogs given as `--palette`: a name is looked up in each
/// catalog in the order given, the first that has it wins.
struct CatalogImages: ImageResolver {
    let catalogs: [AssetCatalog]

    func image(named name: String, traits: Traits) -> (bitmap: Bitmap, scale: Int)? {
        for catalog in catalogs where catalog.images[name] != nil { return catalog.image(named: name, traits: traits) }
        return nil
    }

    func asset(named name: String, traits: Traits) throws(ViewError) -> AssetImage? {
        for catalog in catalogs where catalog.images[name] != nil { return try catalog.asset(named: name, traits: traits) }
        return nil
    }

    var imageNames: [String] { catalogs.flatMap(\.imageNames) }
}
