#!/bin/sh
# Peer for bench-folder: ImageMagick `compare` in a shell loop over snapshot pairs.
# Usage: folder_imagemagick.sh REFERENCE_DIR ACTUAL_DIR OUT_DIR [SAMPLE]
# Compares the first SAMPLE pairs (by sorted relative path; default all) present in both folders,
# writing a diff PNG for each, as a CI script around `compare` would. `compare -metric AE` prints
# the count of differing pixels and exits 1 when the images differ, 2 on errors.
set -u
ref=$1; act=$2; out=$3; sample=${4:-0}
mkdir -p "$out"
n=0; changed=0
for r in $(cd "$ref" && find . -name '*.png' | sort); do
    [ -f "$act/$r" ] || continue
    if [ "$sample" -gt 0 ] && [ "$n" -ge "$sample" ]; then break; fi
    n=$((n + 1))
    d="$out/$(echo "$r" | tr '/' '_')"
    if ! compare -metric AE "$ref/$r" "$act/$r" "$d" 2>/dev/null; then changed=$((changed + 1)); fi
done
echo "compared $n pairs, $changed differ"
