// Golden-frame assertions build on Flipbook's recorder and Raster's comparison.
@_exported import Flipbook
