// JPEG decoding through libjpeg's standard API with an error hook that longjmps to the entry
// point instead of exiting the process.
#include "CJPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    size_t message_size;
} pn_jpeg_error;

static void pn_jpeg_error_exit(j_common_ptr cinfo) {
    pn_jpeg_error *err = (pn_jpeg_error *)cinfo->err;
    if (err->message && err->message_size > 0) {
        char text[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, text);
        snprintf(err->message, err->message_size, "%s", text);
    }
    longjmp(err->jump, 1);
}

/// Warnings (corrupt-data recoveries) become errors: a damaged file must not draw as something else.
static void pn_jpeg_emit_message(j_common_ptr cinfo, int level) {
    if (level < 0) pn_jpeg_error_exit(cinfo);
}

int pn_jpeg_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, int *components,
                   char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    pn_jpeg_error err;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = pn_jpeg_error_exit;
    err.base.emit_message = pn_jpeg_emit_message;
    err.message = message;
    err.message_size = message_size;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    *width = cinfo.image_width;
    *height = cinfo.image_height;
    *components = cinfo.num_components;
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

int pn_jpeg_decode_rgba(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint8_t *out_rgba,
                        char *message, size_t message_size) {
    return pn_jpeg_decode_rgba_scaled(data, size, width, height, 1, out_rgba, message, message_size);
}

int pn_jpeg_decode_rgba_scaled(const uint8_t *data, size_t size, uint32_t image_width, uint32_t image_height,
                               unsigned scale_denom, uint8_t *out_rgba, char *message, size_t message_size) {
    if (scale_denom != 1 && scale_denom != 2 && scale_denom != 4 && scale_denom != 8) {
        snprintf(message, message_size, "a scale of 1/%u (1/1, 1/2, 1/4 and 1/8 are decoded)", scale_denom);
        return 1;
    }
    // libjpeg's scaled size: jdiv_round_up(image_width, scale_denom).
    uint32_t width = (image_width + scale_denom - 1) / scale_denom, height = (image_height + scale_denom - 1) / scale_denom;
    struct jpeg_decompress_struct cinfo;
    pn_jpeg_error err;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = pn_jpeg_error_exit;
    err.base.emit_message = pn_jpeg_emit_message;
    err.message = message;
    err.message_size = message_size;
    JSAMPLE *cmyk_row = NULL;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        if (cmyk_row) free(cmyk_row);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    if (cinfo.image_width != image_width || cinfo.image_height != image_height) {
        snprintf(message, message_size, "the size changed between reads");
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.do_fancy_upsampling = TRUE;
    cinfo.scale_num = 1;
    cinfo.scale_denom = scale_denom;
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_width != width || cinfo.output_height != height) {
        snprintf(message, message_size, "the scaled size is %ux%u, not %ux%u", cinfo.output_width, cinfo.output_height, width, height);
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    if (cmyk) {
        cmyk_row = (JSAMPLE *)malloc((size_t)width * 4);
        if (!cmyk_row) {
            snprintf(message, message_size, "out of memory");
            jpeg_destroy_decompress(&cinfo);
            return 1;
        }
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *row = out_rgba + (size_t)cinfo.output_scanline * width * 4;
        JSAMPROW target = cmyk ? cmyk_row : (JSAMPROW)row;
        jpeg_read_scanlines(&cinfo, &target, 1);
        if (cmyk) {
            // Adobe writes CMYK inverted: the stored values are 255 − ink, so R = C·K / 255.
            for (uint32_t x = 0; x < width; x++) {
                unsigned c = cmyk_row[x * 4], m = cmyk_row[x * 4 + 1], y = cmyk_row[x * 4 + 2], k = cmyk_row[x * 4 + 3];
                row[x * 4] = (uint8_t)((c * k + 127) / 255);
                row[x * 4 + 1] = (uint8_t)((m * k + 127) / 255);
                row[x * 4 + 2] = (uint8_t)((y * k + 127) / 255);
                row[x * 4 + 3] = 255;
            }
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    if (cmyk_row) free(cmyk_row);
    return 0;
}
