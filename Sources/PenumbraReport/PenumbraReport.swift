// The PenumbraReport module; see ARCHITECTURE in the README.
