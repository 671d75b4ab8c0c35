// One strip of the encoder's work: its rows filtered (with the few rows before it that hold its
// dictionary) in the worker's own window, then deflated. Each strip is raw deflate (no zlib wrapper) primed with
// the 32 KiB of filtered bytes before it as its dictionary, so matches reach across the strip
// boundary as they would in one stream; it ends with a sync flush (an empty stored block that
// byte-aligns the output), and the last strip with the final block. The strips' bytes, one
// after another, are therefore one valid deflate stream, and each depends only on the image
// and the options: never on which thread deflated it or how many there were.
#include "encode_internal.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { PN_WINDOW = 32768 };

// Level 7 searches as zlib's level 6 does (good 8, lazy 16, chain 128) but takes any match of
// 258 bytes or more at once (nice 258 instead of 128). Against zlib's own level 7 the bench-png
// app screen goes from 84,856 to 84,025 bytes and the bench-render settings screen from
// 204,743 / 211,211 to 203,604 / 209,740 bytes (light / dark), with the shorter lazy search
// costing less CPU. zlib resets these on every deflateReset, so they are set for each strip.
static int pn_tune(pn_encode_job *job, z_streamp z) {
    if (job->level != 7) return 1;
    return deflateTune(z, 8, 16, 258, 128) == Z_OK;
}

static int pn_stream_ready(pn_encode_job *job, pn_encode_scratch *scratch) {
    if (scratch->stream_ready) {
        return deflateReset((z_streamp)scratch->stream) == Z_OK && pn_tune(job, (z_streamp)scratch->stream);
    }
    if (scratch->stream == NULL) scratch->stream = calloc(1, sizeof(z_stream));
    if (scratch->stream == NULL) return 0;
    // memLevel 8 (zlib's default; a 64K-entry hash table): on the 1170x2532 app screen and the
    // settings screen of bench-render, 5-10 % less CPU than memLevel 9 at the same size (+-0.1 %).
    if (deflateInit2((z_streamp)scratch->stream, job->level, Z_DEFLATED, -15, 8, job->strategy) != Z_OK) return 0;
    scratch->stream_ready = 1;
    return pn_tune(job, (z_streamp)scratch->stream);
}

void pn_encode_strip(pn_encode_job *job, size_t index, pn_encode_scratch *scratch) {
    const size_t stride = job->row_bytes + 1;
    const uint32_t start_row = (uint32_t)index * job->rows_per_strip;
    uint32_t end_row = start_row + job->rows_per_strip;
    if (end_row > job->height || end_row < start_row) end_row = job->height;
    // The rows before the strip are filtered again here rather than kept from the strip that
    // owns them: each worker then needs only its window, not the whole filtered image.
    const uint32_t first_row = start_row > job->dictionary_rows ? start_row - job->dictionary_rows : 0;
    pn_filter_rows(job, first_row, end_row, scratch, scratch->window);
    const uint8_t *strip = scratch->window + (size_t)(start_row - first_row) * stride;
    const size_t length = (size_t)(end_row - start_row) * stride;
    job->strip_adler[index] = pn_adler32(1, strip, length);

    if (!pn_stream_ready(job, scratch)) { pn_encode_fail(job, "zlib could not set up deflate (out of memory)"); return; }
    z_streamp z = (z_streamp)scratch->stream;
    const int last = index + 1 == job->strip_count;
    if (strip > scratch->window) {
        size_t before = (size_t)(strip - scratch->window);
        size_t dictionary = before < PN_WINDOW ? before : PN_WINDOW;
        if (deflateSetDictionary(z, strip - dictionary, (uInt)dictionary) != Z_OK) {
            pn_encode_fail(job, "zlib refused the strip dictionary");
            return;
        }
    }
    size_t capacity = (size_t)deflateBound(z, (uLong)length) + 64;
    uint8_t *out = (uint8_t *)malloc(capacity);
    if (out == NULL) { pn_encode_fail(job, "out of memory for compressed data"); return; }
    z->next_in = (Bytef *)strip;
    z->avail_in = (uInt)length;
    size_t used = 0;
    for (;;) {
        z->next_out = out + used;
        z->avail_out = (uInt)(capacity - used);
        int status = deflate(z, last ? Z_FINISH : Z_SYNC_FLUSH);
        used = capacity - z->avail_out;
        if (last ? status == Z_STREAM_END : (status == Z_OK && z->avail_in == 0 && z->avail_out > 0)) break;
        if (status != Z_OK && status != Z_BUF_ERROR) { free(out); pn_encode_fail(job, "zlib deflate failed"); return; }
        uint8_t *grown = (uint8_t *)realloc(out, capacity * 2);  // not reached with deflateBound's room
        if (grown == NULL) { free(out); pn_encode_fail(job, "out of memory for compressed data"); return; }
        out = grown;
        capacity *= 2;
    }
    job->strip_out[index] = out;
    job->strip_size[index] = used;
}
