// The PenumbraStyle module; see ARCHITECTURE in the README.
