#!/bin/sh
# Peer for bench-folder: odiff over a folder of snapshot pairs, as a CI script would run it on
# two cores: for every pair present in both folders, `cmp -s` first (byte-identical files are
# equal without decoding), and odiff with a diff image only for the pairs that differ.
# Usage: folder_odiff.sh REFERENCE_DIR ACTUAL_DIR OUT_DIR ODIFF
# odiff exits 0 for equal images, 22 for differing pixels, 21 for a layout difference.
set -u
ref=$1; act=$2; out=$3; odiff=$4
mkdir -p "$out"
export ref act out odiff
(cd "$ref" && find . -name '*.png' | sort) | xargs -P 2 -n 64 sh -c '
    for r in "$@"; do
        [ -f "$act/$r" ] || continue
        cmp -s "$ref/$r" "$act/$r" && continue
        "$odiff" --aa "$ref/$r" "$act/$r" "$out/$(echo "$r" | tr / _)" > /dev/null 2>&1
    done
' sh
