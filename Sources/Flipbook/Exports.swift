// Users who `import Flipbook` also get the pixel types (Bitmap, DisplayList, Rasterizer, PNG codecs).
@_exported import Raster
