// One strip of the encoder's work: its rows filtered (with the few rows before it that hold its
// dictionary) in the worker's own window, then deflated: at the default level by Penumbra's own
// deflater (deflate.c), at the others by zlib. Each strip is raw deflate (no zlib wrapper) with
// the 32 KiB of filtered bytes before it as its history (zlib: its dictionary), so matches reach
// across the strip boundary as they would in one stream; it ends with a sync flush (an empty
// stored block that byte-aligns the output), and the last strip with the final block. The
// strips' bytes, one after another, are therefore one valid deflate stream, and each depends
// only on the image and the options: never on which thread deflated it or how many there were.
#include "encode_internal.h"
#include "deflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { PN_WINDOW = 32768 };

/// The fewest rows equal to the row above that are deflated with zlib's run-length strategy.
/// Instructions to encode (callgrind), without -> with runs of 8 or more: the bench-png app
/// screen 507M -> 404M and the bench-render settings screen 568M -> 477M, and the files get
/// smaller (84,025 -> 83,079 and 203,604 -> 200,589 bytes). Runs of 4 gave about the same;
/// runs of 32 kept half the saving.
enum { PN_RLE_MIN_ROWS = 8 };

/// Deflates a strip with Penumbra's deflater (deflate.c), the default level's: its match search
/// is zlib's lazy one (the same parameters as `pn_tune`'s, but chains of 128 for palette and
/// grey too) plus the bytes a row up, which PNG rows repeat most. On the 79 files of
/// corpora/realworld (a C harness over the encoder, file sizes against `optipng -o2`'s):
/// the median file went from 1.023x to 0.992x and all bytes from 0.981x to 0.948x, for 0.7x the
/// encode time; the bench-startup cards from 147,554 to 143,280 bytes, in 0.61x zlib's
/// instructions. What the row adds: 1.038x -> 0.998x on its own (tried first, before the chain,
/// it gave 1.004x: a row's distance costs more bits than a nearer candidate of the same length).
/// Palette and grey rows searched 4,096 deep gave 0.998x, 256 deep 0.996x, 128 deep 0.992x.
static void pn_deflate_own(pn_encode_job *job, size_t index, pn_encode_scratch *scratch, const uint8_t *strip,
                           size_t length, int last) {
    if (scratch->deflater == NULL) scratch->deflater = pn_deflater_new();
    pn_deflater *d = (pn_deflater *)scratch->deflater;
    const int row = (int)(job->row_bytes + 1);
    const int small = job->color_type == PN_PALETTE || job->color_type == PN_GREY;
    const pn_deflate_params params = small ? (pn_deflate_params){ 32, 258, 258, 128, (int)job->bpp, row }
                                           : (pn_deflate_params){ 8, 16, 258, 128, (int)job->bpp, row };
    const size_t start = (size_t)(strip - scratch->window);
    pn_deflate_output output = { NULL, 0, 0 };
    if (d == NULL || pn_deflate(d, scratch->window, start, start + length, last, &params, &output)) {
        free(output.bytes);
        pn_encode_fail(job, "out of memory for compressed data");
        return;
    }
    job->strip_out[index] = output.bytes;
    job->strip_size[index] = output.used;
}

// zlib at level 7 (with a strategy other than the default, which takes deflate.c; these were
// the default's parameters before it, and deflate.c starts from them) searches as zlib's level 6
// does (good 8, lazy 16, chain 128) but takes any match of
// 258 bytes or more at once (nice 258 instead of 128). Against zlib's own level 7 the bench-png
// app screen goes from 84,856 to 84,025 bytes and the bench-render settings screen from
// 204,743 / 211,211 to 203,604 / 209,740 bytes (light / dark), with the shorter lazy search
// costing less CPU. zlib resets these on every deflateReset, so they are set for each strip.
//
// Palette and grey files (one byte a pixel or less) search as zlib's level 9 does (good 32, lazy
// 258, nice 258, chain 4,096): their rows are a third of RGB's, and their matches (repeated rows
// at a row's distance, text runs of few indices) lie beyond the 128 candidates of level 7. On
// the 46 palette and grey files of corpora/realworld the median size went from 0.985x to 0.942x
// optipng -o2's (grey files alone 1.076x to 0.980x; all their bytes 0.620x to 0.580x).
static int pn_tune(pn_encode_job *job, z_streamp z) {
    if (job->level != 7) return 1;
    if (job->color_type == PN_PALETTE || job->color_type == PN_GREY) return deflateTune(z, 32, 258, 258, 4096) == Z_OK;
    return deflateTune(z, 8, 16, 258, 128) == Z_OK;
}

static int pn_stream_ready(pn_encode_job *job, pn_encode_scratch *scratch) {
    if (scratch->stream_ready) {
        // deflateReset keeps the strategy, which the last strip may have switched to Z_RLE; with
        // no data since the reset, deflateParams writes nothing.
        return deflateReset((z_streamp)scratch->stream) == Z_OK
            && deflateParams((z_streamp)scratch->stream, job->level, job->strategy) == Z_OK
            && pn_tune(job, (z_streamp)scratch->stream);
    }
    if (scratch->stream == NULL) scratch->stream = calloc(1, sizeof(z_stream));
    if (scratch->stream == NULL) return 0;
    // memLevel 7 (a 32K-entry hash table). zlib slides the hash table and the 32K chain table
    // down every 32 KiB of input; with memLevel 8's 64K entries that slide was a fifth of the
    // instructions of a whole `penumbra render` of bench-startup's cards (callgrind: 109M of
    // 480M). memLevel 7 takes the render from 480M to 452M instructions for a 0.3 % larger file
    // (147,071 -> 147,554 bytes); on corpora/realworld (bench-png --corpus) the median size is
    // unchanged (1.023x optipng -o2) and all bytes go from 0.980x to 0.981x. memLevel 6 saved
    // 2 % more instructions for 0.9 % more on the cards and 0.983x in all. memLevel 9 cost 5-10 %
    // more CPU than 8 at the same size.
    if (deflateInit2((z_streamp)scratch->stream, job->level, Z_DEFLATED, -15, 7, job->strategy) != Z_OK) return 0;
    scratch->stream_ready = 1;
    return pn_tune(job, (z_streamp)scratch->stream);
}

/// Doubles `output`'s room; 0 when out of memory.
static int pn_grow(pn_deflate_output *output) {
    uint8_t *grown = (uint8_t *)realloc(output->bytes, output->capacity * 2);
    if (grown == NULL) return 0;
    output->bytes = grown;
    output->capacity *= 2;
    return 1;
}

/// Deflates `length` bytes with `flush`, until zlib has taken them all (and, for a flush, has
/// written everything out).
static int pn_feed(z_streamp z, const uint8_t *input, size_t length, int flush, pn_deflate_output *output) {
    z->next_in = (Bytef *)input;
    z->avail_in = (uInt)length;
    for (;;) {
        z->next_out = output->bytes + output->used;
        z->avail_out = (uInt)(output->capacity - output->used);
        int status = deflate(z, flush);
        output->used = output->capacity - z->avail_out;
        if (status != Z_OK && status != Z_BUF_ERROR && status != Z_STREAM_END) return 0;
        int done = flush == Z_FINISH ? status == Z_STREAM_END
                 : flush == Z_NO_FLUSH ? z->avail_in == 0
                 : z->avail_in == 0 && z->avail_out > 0;
        if (done) return 1;
        if (z->avail_out == 0 && !pn_grow(output)) return 0;
    }
}

/// Switches the stream's strategy; zlib first ends the current block into `output`.
static int pn_set_strategy(z_streamp z, int level, int strategy, pn_deflate_output *output) {
    for (;;) {
        z->next_out = output->bytes + output->used;
        z->avail_out = (uInt)(output->capacity - output->used);
        int status = deflateParams(z, level, strategy);
        output->used = output->capacity - z->avail_out;
        if (status == Z_OK) return 1;
        if (status != Z_BUF_ERROR || !pn_grow(output)) return 0;
    }
}

void pn_encode_strip(pn_encode_job *job, size_t index, pn_encode_scratch *scratch) {
    const size_t stride = job->row_bytes + 1;
    const uint32_t start_row = (uint32_t)index * job->rows_per_strip;
    uint32_t end_row = start_row + job->rows_per_strip;
    if (end_row > job->height || end_row < start_row) end_row = job->height;
    // The rows before the strip are filtered again here rather than kept from the strip that
    // owns them: each worker then needs only its window, not the whole filtered image.
    const uint32_t first_row = start_row > job->dictionary_rows ? start_row - job->dictionary_rows : 0;
    pn_filter_rows(job, first_row, end_row, scratch, scratch->window, scratch->row_kinds);
    const uint8_t *strip = scratch->window + (size_t)(start_row - first_row) * stride;
    const size_t length = (size_t)(end_row - start_row) * stride;
    // libdeflate's Adler-32 (AVX2 or AVX-512 where the CPU has them): a fifth of the time of a
    // plain C loop, 0.6 against 3.5 ms on the 8.9 MB of filtered bytes of bench-startup's cards.
    job->strip_adler[index] = libdeflate_adler32(1, strip, length);

    const int last = index + 1 == job->strip_count;
    if (job->level == 7 && job->strategy == Z_DEFAULT_STRATEGY) {
        pn_deflate_own(job, index, scratch, strip, length, last);
        return;
    }
    if (!pn_stream_ready(job, scratch)) { pn_encode_fail(job, "zlib could not set up deflate (out of memory)"); return; }
    z_streamp z = (z_streamp)scratch->stream;
    if (strip > scratch->window) {
        size_t before = (size_t)(strip - scratch->window);
        size_t dictionary = before < PN_WINDOW ? before : PN_WINDOW;
        if (deflateSetDictionary(z, strip - dictionary, (uInt)dictionary) != Z_OK) {
            pn_encode_fail(job, "zlib refused the strip dictionary");
            return;
        }
    }
    pn_deflate_output output = { NULL, (size_t)deflateBound(z, (uLong)length) + 1024, 0 };
    output.bytes = (uint8_t *)malloc(output.capacity);
    if (output.bytes == NULL) { pn_encode_fail(job, "out of memory for compressed data"); return; }
    // Runs of rows equal to the row above (all zeros after the Up filter) go through zlib's
    // run-length strategy: the same matches (258 bytes at distance 1), without hashing every
    // byte into the match finder, which cost a quarter of the deflate time on UI screens. A
    // switch ends a deflate block, so only long runs switch.
    const uint8_t *kinds = scratch->row_kinds + (start_row - first_row);
    const uint32_t rows = end_row - start_row;
    const int switches = job->level > 0 && job->strategy == Z_DEFAULT_STRATEGY;
    int ok = 1;
    int strategy = job->strategy;
    for (uint32_t r = 0; ok && r < rows;) {
        // The segment from r: a long run of repeated rows, or everything up to the next one.
        uint32_t next = r + 1;
        int run = 0;
        if (kinds[r] && switches) {
            while (next < rows && kinds[next]) next++;
            run = next - r >= PN_RLE_MIN_ROWS;
        }
        if (!run) {
            while (next < rows) {
                uint32_t k = next;
                while (k < rows && kinds[k]) k++;
                if (switches && k - next >= PN_RLE_MIN_ROWS) break;
                next = k == next ? next + 1 : k;
            }
        }
        const int wanted = run ? Z_RLE : job->strategy;
        if (wanted != strategy) {
            ok = pn_set_strategy(z, job->level, wanted, &output);
            strategy = wanted;
        }
        if (ok) ok = pn_feed(z, strip + (size_t)r * stride, (size_t)(next - r) * stride, Z_NO_FLUSH, &output);
        r = next;
    }
    if (ok) ok = pn_feed(z, NULL, 0, last ? Z_FINISH : Z_SYNC_FLUSH, &output);
    if (!ok) { free(output.bytes); pn_encode_fail(job, "zlib deflate failed (out of memory?)"); return; }
    uint8_t *out = output.bytes;
    size_t used = output.used;
    job->strip_out[index] = out;
    job->strip_size[index] = used;
}
