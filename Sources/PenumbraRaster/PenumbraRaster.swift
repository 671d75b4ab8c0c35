// The PenumbraRaster module; see ARCHITECTURE in the README.
