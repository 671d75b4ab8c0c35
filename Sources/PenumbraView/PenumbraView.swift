// The PenumbraView module; see ARCHITECTURE in the README.
