#include <png.h>
#include <zlib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cpng.h"
#include "cpng_internal.h"

/* Ancillary-chunk limits for decoding (libpng's own defaults are 1000 chunks and 8 MB). */
#define CPNG_CHUNK_CACHE_MAX 256
#define CPNG_CHUNK_MALLOC_MAX (8u * 1024u * 1024u)
/* The largest IDAT chunk written from a libdeflate stream. */
#define CPNG_IDAT_CHUNK_MAX ((size_t)1 << 20)

/* What libpng's callbacks reach through png_get_error_ptr / png_get_io_ptr. */
typedef struct {
    cpng_status *status;
    const uint8_t *input; /* decoding: the PNG bytes and how far libpng has read */
    size_t input_size;
    size_t input_offset;
    cpng_buffer *output; /* encoding: where the PNG bytes go */
} cpng_context;

const char *cpng_libpng_version(void) { return png_get_libpng_ver(NULL); }

uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t size) {
    while (size > 0) { /* zlib takes uInt lengths */
        uInt chunk = size > 0x40000000u ? 0x40000000u : (uInt)size;
        crc = (uint32_t)crc32(crc, bytes, chunk);
        bytes += chunk;
        size -= chunk;
    }
    return crc;
}

void cpng_free(void *pointer) { free(pointer); }

int cpng_set_status(cpng_status *status, int code, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    status->code = code;
    vsnprintf(status->message, sizeof status->message, format, arguments);
    va_end(arguments);
    return code;
}

/* libpng error callback: keep the first reason (ours, if we raised it) and jump back. */
static void on_error(png_structp png, png_const_charp message) {
    cpng_context *context = png_get_error_ptr(png);
    if (context->status->code == CPNG_OK)
        cpng_set_status(context->status, CPNG_LIBPNG_ERROR, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    cpng_status *status = ((cpng_context *)png_get_error_ptr(png))->status;
    size_t used = strlen(status->warnings);
    snprintf(status->warnings + used, sizeof status->warnings - used, "%s%s",
             status->warning_count > 0 ? "; " : "", message);
    status->warning_count += 1;
}

/* Fails the current call with our own code and reason (longjmps through on_error). */
static void fail(png_structp png, int code, const char *message) {
    cpng_context *context = png_get_error_ptr(png);
    cpng_set_status(context->status, code, "%s", message);
    png_error(png, message);
}

static void read_input(png_structp png, png_bytep bytes, size_t count) {
    cpng_context *context = png_get_io_ptr(png);
    if (count > context->input_size - context->input_offset)
        fail(png, CPNG_LIBPNG_ERROR, "unexpected end of data (the file is truncated)");
    memcpy(bytes, context->input + context->input_offset, count);
    context->input_offset += count;
}

static void write_output(png_structp png, png_bytep bytes, size_t count) {
    cpng_buffer *out = ((cpng_context *)png_get_io_ptr(png))->output;
    if (count > out->capacity - out->size) {
        size_t capacity = out->capacity > 0 ? out->capacity : 64 * 1024;
        while (count > capacity - out->size) {
            if (capacity > SIZE_MAX / 2) fail(png, CPNG_OUT_OF_MEMORY, "PNG output too large");
            capacity *= 2;
        }
        uint8_t *grown = realloc(out->bytes, capacity);
        if (grown == NULL) fail(png, CPNG_OUT_OF_MEMORY, "out of memory growing the PNG output");
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->size, bytes, count);
    out->size += count;
}

static void flush_output(png_structp png) { (void)png; }

/* Copies the RGB bytes of `width` RGBA pixels into `rgb`, which has room for one byte more than
   3 × width: each pixel is stored as four bytes whose 4th is overwritten by the next pixel. One
   unaligned 32-bit load and store per pixel is faster than libpng's filler-stripping transform
   and gives libpng the same row bytes. */
void cpng_pack_rgb(const uint8_t *rgba, uint8_t *rgb, uint32_t width) {
    for (uint32_t x = 0; x < width; x++) {
        uint32_t pixel;
        memcpy(&pixel, rgba + 4 * (size_t)x, 4);
        memcpy(rgb + 3 * (size_t)x, &pixel, 4);
    }
}

/* The libdeflate compressor filters every row with UP and has no zlib strategies. */
static int check_libdeflate_options(const cpng_encode_options *options, cpng_status *status) {
    if (options->filters >= 0 && options->filters != CPNG_FILTER_UP)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT,
                               "the libdeflate compressor filters every row with UP; other filters (0x%x) need zlib",
                               (unsigned)options->filters);
    if (options->strategy >= 0)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT,
                               "zlib strategy %d has no meaning for the libdeflate compressor", options->strategy);
    if (options->compression_level > 12)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT, "libdeflate levels are 0...12, not %d",
                               options->compression_level);
    return CPNG_OK;
}

/* The rendered compressor chooses among NONE, SUB and UP itself and has no levels or strategies. */
static int check_rendered_options(const cpng_encode_options *options, cpng_status *status) {
    int allowed = CPNG_FILTER_NONE | CPNG_FILTER_SUB | CPNG_FILTER_UP;
    if (options->filters >= 0 && (options->filters == 0 || (options->filters & ~allowed) != 0))
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT,
                               "the rendered compressor filters with NONE, SUB and UP only, not 0x%x",
                               (unsigned)options->filters);
    if (options->strategy >= 0)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT,
                               "zlib strategy %d has no meaning for the rendered compressor", options->strategy);
    if (options->compression_level >= 0)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT,
                               "the rendered compressor has no levels (level %d given)", options->compression_level);
    return CPNG_OK;
}

/* Writes a finished zlib stream as IDAT chunks of at most CPNG_IDAT_CHUNK_MAX bytes, then IEND, all
   through libpng (png_write_end would refuse: it only counts IDATs libpng compressed itself). */
static void write_image_data_chunks(png_structp png, const uint8_t *stream, size_t size) {
    for (size_t offset = 0; offset < size; offset += CPNG_IDAT_CHUNK_MAX) {
        size_t piece = size - offset < CPNG_IDAT_CHUNK_MAX ? size - offset : CPNG_IDAT_CHUNK_MAX;
        png_write_chunk(png, (png_const_bytep) "IDAT", stream + offset, piece);
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
}

int cpng_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes,
                      const cpng_encode_options *options, cpng_buffer *out, cpng_status *status) {
    memset(status, 0, sizeof *status);
    memset(out, 0, sizeof *out);
    if (rgba == NULL || options == NULL)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT, "no pixels or options given");
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT,
                               "a PNG must be 1 to 2^31-1 pixels wide and high, not %ux%u", width, height);
    if (row_bytes / 4 < width)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT, "rows of %zu bytes cannot hold %u RGBA pixels",
                               row_bytes, width);

    int deflated = options->compressor == CPNG_COMPRESSOR_LIBDEFLATE;
    int rendered = options->compressor == CPNG_COMPRESSOR_RENDERED;
    if (deflated && check_libdeflate_options(options, status) != CPNG_OK) return status->code;
    if (rendered && check_rendered_options(options, status) != CPNG_OK) return status->code;

    /* Allocated before setjmp, so the error path sees the same pointers: RGB rows packed here, not by
       libpng's filler transform (zlib), or the whole image data's zlib stream (libdeflate). */
    uint8_t *rgb_row = NULL;
    const uint8_t *stream = NULL; /* owned by the thread's workspace */
    size_t stream_size = 0;
    if (rendered) {
        if (cpng_rendered_image_data(rgba, width, height, row_bytes, options, &stream, &stream_size, status)
            != CPNG_OK)
            return status->code;
    } else if (deflated) {
        int level = options->compression_level < 0 ? 6 : options->compression_level;
        if (cpng_deflate_image_data(rgba, width, height, row_bytes, level, options, &stream, &stream_size, status)
            != CPNG_OK)
            return status->code;
    } else if (options->strip_alpha) {
        rgb_row = malloc(3 * (size_t)width + 1);
        if (rgb_row == NULL) return cpng_set_status(status, CPNG_OUT_OF_MEMORY, "out of memory for an RGB row");
    }
    cpng_context context = {.status = status, .output = out};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (png == NULL) {
        free(rgb_row);
        return cpng_set_status(status, CPNG_OUT_OF_MEMORY, "cannot create the libpng writer");
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(rgb_row);
        return cpng_set_status(status, CPNG_OUT_OF_MEMORY, "cannot create the libpng info");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rgb_row);
        free(out->bytes);
        memset(out, 0, sizeof *out);
        return status->code;
    }

    png_set_write_fn(png, &context, write_output, flush_output);
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_IHDR(png, info, width, height, 8,
                 options->strip_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (options->compression_level >= 0 && !rendered) png_set_compression_level(png, options->compression_level);
    if (options->filters >= 0 && !rendered) png_set_filter(png, PNG_FILTER_TYPE_BASE, options->filters);
    if (options->strategy >= 0) png_set_compression_strategy(png, options->strategy);
    if (options->srgb_chunk) png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    if (deflated || rendered) {
        write_image_data_chunks(png, stream, stream_size);
    } else {
        for (uint32_t y = 0; y < height; y++) {
            if (y % CPNG_STOP_CHECK_ROWS == 0 && cpng_stop_requested(options))
                fail(png, CPNG_STOPPED, "stopped on request");
            const uint8_t *row = rgba + (size_t)y * row_bytes;
            if (rgb_row != NULL) {
                cpng_pack_rgb(row, rgb_row, width);
                row = rgb_row;
            }
            png_write_row(png, row);
        }
        png_write_end(png, NULL);
    }
    png_destroy_write_struct(&png, &info);
    free(rgb_row);

    uint8_t *fitted = realloc(out->bytes, out->size); /* give back the growth slack */
    if (fitted != NULL) {
        out->bytes = fitted;
        out->capacity = out->size;
    }
    return CPNG_OK;
}

static uint32_t read_be32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/* Checks the IHDR's claimed size against the limits before libpng (or we) allocate anything. */
static int check_claimed_size(const uint8_t *data, size_t size, const cpng_limits *limits,
                              cpng_status *status) {
    if (size < 24 || memcmp(data + 12, "IHDR", 4) != 0) return CPNG_OK; /* libpng will complain */
    uint32_t width = read_be32(data + 16), height = read_be32(data + 20);
    if (width > limits->max_width || height > limits->max_height)
        return cpng_set_status(status, CPNG_LIMIT_EXCEEDED,
                               "the header claims %ux%u pixels, beyond the limit of %ux%u", width, height,
                               limits->max_width, limits->max_height);
    if ((uint64_t)width * height > limits->max_pixels)
        return cpng_set_status(status, CPNG_LIMIT_EXCEEDED,
                               "the header claims %ux%u = %llu pixels, beyond the limit of %llu pixels",
                               width, height, (unsigned long long)width * height,
                               (unsigned long long)limits->max_pixels);
    return CPNG_OK;
}

/* Checks that no chunk claims more than CPNG_CHUNK_MALLOC_MAX bytes beyond what the file has left.
 * libpng's chunk limit is only a "benign" error on reading (a warning), after which it allocates the
 * claimed length, so a 1 KB file whose tEXt claims 2 GiB would get 2 GiB; a claim past the end of the
 * data is an error anyway. Smaller claims are left to libpng, which reports the truncation itself. */
static int check_chunk_lengths(const uint8_t *data, size_t size, cpng_status *status) {
    size_t offset = 8;
    while (size - offset >= 8) {
        uint32_t length = read_be32(data + offset);
        if ((uint64_t)length + 12 > size - offset) {
            if (length <= CPNG_CHUNK_MALLOC_MAX) return CPNG_OK; /* libpng reports the truncation */
            return cpng_set_status(status, CPNG_LIBPNG_ERROR,
                                   "truncated: chunk %.4s at byte %zu claims %u bytes, but the file has only %zu left",
                                   (const char *)(data + offset + 4), offset, length, size - offset - 8);
        }
        if (memcmp(data + offset + 4, "IEND", 4) == 0) return CPNG_OK;
        offset += (size_t)length + 12;
    }
    return CPNG_OK;
}

int cpng_decode_rgba8(const uint8_t *data, size_t size, const cpng_limits *limits, uint8_t *pixels,
                      size_t capacity, cpng_image *image, cpng_status *status) {
    memset(status, 0, sizeof *status);
    memset(image, 0, sizeof *image);
    if ((data == NULL && size > 0) || limits == NULL)
        return cpng_set_status(status, CPNG_INVALID_ARGUMENT, "no data or limits given");
    if (size == 0) return cpng_set_status(status, CPNG_NOT_PNG, "not a PNG file: it is empty (0 bytes)");
    size_t signature_size = size < 8 ? size : 8;
    if (png_sig_cmp(data, 0, signature_size) != 0)
        return cpng_set_status(status, CPNG_NOT_PNG, "not a PNG file: it does not start with the PNG signature");
    if (size < 8)
        return cpng_set_status(status, CPNG_LIBPNG_ERROR, "truncated within the PNG signature (%zu bytes)", size);
    if (check_claimed_size(data, size, limits, status) != CPNG_OK) return status->code;
    if (check_chunk_lengths(data, size, status) != CPNG_OK) return status->code;

    cpng_context context = {.status = status, .input = data, .input_size = size, .input_offset = 8};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (png == NULL) return cpng_set_status(status, CPNG_OUT_OF_MEMORY, "cannot create the libpng reader");
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return cpng_set_status(status, CPNG_OUT_OF_MEMORY, "cannot create the libpng info");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return status->code;
    }

    png_set_read_fn(png, &context, read_input);
    png_set_sig_bytes(png, 8);
    png_set_user_limits(png, limits->max_width < PNG_UINT_31_MAX ? limits->max_width : PNG_UINT_31_MAX,
                        limits->max_height < PNG_UINT_31_MAX ? limits->max_height : PNG_UINT_31_MAX);
    png_set_chunk_cache_max(png, CPNG_CHUNK_CACHE_MAX);
    png_set_chunk_malloc_max(png, CPNG_CHUNK_MALLOC_MAX);
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    if ((uint64_t)width * height > limits->max_pixels || (uint64_t)width * height > SIZE_MAX / 4)
        fail(png, CPNG_LIMIT_EXCEEDED, "the image has more pixels than the limit allows");
    png_set_expand(png);         /* palette to RGB, grey below 8 bits to 8, tRNS to alpha */
    png_set_scale_16(png);       /* 16-bit to 8-bit as round(v / 257), not truncation */
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER); /* only applies when there is no alpha yet */
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4)
        fail(png, CPNG_LIBPNG_ERROR, "unexpected row layout after conversion to RGBA8");

    if (pixels == NULL || capacity != (size_t)width * height * 4)
        fail(png, CPNG_INVALID_ARGUMENT, "the pixel buffer does not fit the image the header claims");
    for (int pass = 0; pass < passes; pass++)
        for (png_uint_32 y = 0; y < height; y++) png_read_row(png, pixels + (size_t)y * width * 4, NULL);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);

    image->width = width;
    image->height = height;
    return CPNG_OK;
}
