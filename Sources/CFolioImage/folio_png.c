#include "CFolioImage.h"
#include "folio_input.h"
#include "folio_reducer.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

/* Enough for any real metadata chunk (ICC profiles, text); a chunk claiming more is refused. */
enum { FOLIO_PNG_MAX_CHUNK_BYTES = 8 * 1024 * 1024 };

/* Everything one decode owns, on the heap so that its fields are well defined after longjmp. */
typedef struct folio_png_state {
    png_structp png;
    png_infop info;
    jmp_buf jump;
    const folio_image_request *request;
    folio_input input;
    folio_image_result result;
    folio_reducer reducer;
    uint8_t *rows;  /* one row, or the whole image for an interlaced file */
} folio_png_state;

_Noreturn static void fail(folio_png_state *state, folio_image_status status, const char *message) {
    state->result.status = status;
    folio_copy_message(state->result.message, sizeof state->result.message, message);
    longjmp(state->jump, 1);
}

static void on_error(png_structp png, png_const_charp message) {
    folio_png_state *state = png_get_error_ptr(png);
    /* libpng's own name for data that runs out inside the pixels. */
    if (strcmp(message, "Not enough image data") == 0) fail(state, FOLIO_IMAGE_TRUNCATED, "image data ends early");
    if (strcmp(message, "Out of memory") == 0 || strcmp(message, "Insufficient memory") == 0) {
        fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    }
    fail(state, FOLIO_IMAGE_CORRUPT, message);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void check_cancelled(folio_png_state *state) {
    if (state->request->is_cancelled(state->request->context)) fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
}

/* Reads from the file piece by piece; running out is an error (libpng would otherwise read stale
 * bytes). */
static void on_read(png_structp png, png_bytep data, size_t length) {
    folio_png_state *state = png_get_io_ptr(png);
    while (length > 0) {
        if (state->input.available == 0) {
            check_cancelled(state);
            folio_image_status status = folio_input_fill(&state->input);
            if (status != FOLIO_IMAGE_DECODED) fail(state, status, folio_input_message(status));
        }
        size_t count = length < state->input.available ? length : state->input.available;
        memcpy(data, state->input.next, count);
        state->input.next += count;
        state->input.available -= count;
        data += count;
        length -= count;
    }
}

/* Asks libpng for 8-bit 0xAARRGGBB pixels in native byte order, whatever the file holds. */
static void request_argb(png_structp png, png_infop info) {
    int type = png_get_color_type(png, info);
    png_set_expand(png);  /* palette to RGB, gray under 8 bits to 8, tRNS to alpha */
    png_set_scale_16(png);
    if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    png_set_add_alpha(png, 0xFF, PNG_FILLER_BEFORE);
    png_set_swap_alpha(png);
#else
    png_set_bgr(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
#endif
}

static int has_alpha(png_structp png, png_infop info) {
    int type = png_get_color_type(png, info);
    return (type & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS) != 0;
}

static void decode(folio_png_state *state) {
    const folio_image_request *request = state->request;
    png_structp png = state->png;
    png_infop info = state->info;
    if (folio_input_start(&state->input, request) != FOLIO_IMAGE_DECODED) fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    png_set_read_fn(png, state, on_read);
    png_set_user_limits(png, request->max_side, request->max_side);
    png_set_chunk_malloc_max(png, FOLIO_PNG_MAX_CHUNK_BYTES);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    if ((uint64_t)width * height > request->max_pixels) fail(state, FOLIO_IMAGE_TOO_LARGE, "image is too large");
    state->result.has_alpha = has_alpha(png, info);
    request_argb(png, info);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) fail(state, FOLIO_IMAGE_CORRUPT, "unsupported pixel format");

    folio_image_status status = folio_reducer_start(&state->reducer, request, width, height);
    if (status != FOLIO_IMAGE_DECODED) fail(state, status, status == FOLIO_IMAGE_TOO_LARGE ? "image is too large" : "out of memory");
    if (passes == 1) {
        state->rows = malloc((size_t)width * 4);
        if (state->rows == NULL) fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
        for (png_uint_32 y = 0; y < height; y++) {
            check_cancelled(state);
            png_read_row(png, state->rows, NULL);
            folio_reducer_add_row(&state->reducer, (const uint32_t *)state->rows);
        }
    } else {
        /* Adam7 spreads every row over seven passes: the whole image has to be held. */
        if ((uint64_t)width * height * 4 > request->max_buffered_bytes) {
            fail(state, FOLIO_IMAGE_TOO_LARGE, "interlaced image is too large");
        }
        state->rows = malloc((size_t)width * height * 4);
        if (state->rows == NULL) fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
        for (int pass = 0; pass < passes; pass++) {
            for (png_uint_32 y = 0; y < height; y++) {
                check_cancelled(state);
                png_read_row(png, state->rows + (size_t)y * width * 4, NULL);
            }
        }
        for (png_uint_32 y = 0; y < height; y++) {
            folio_reducer_add_row(&state->reducer, (const uint32_t *)(state->rows + (size_t)y * width * 4));
        }
    }
    state->result.width = state->reducer.width;
    state->result.height = state->reducer.height;
}

folio_image_result folio_image_decode_png(const folio_image_request *request) {
    folio_image_result failed = { .status = FOLIO_IMAGE_OUT_OF_MEMORY, .message = "out of memory" };
    folio_png_state *state = calloc(1, sizeof *state);
    if (state == NULL) return failed;
    state->request = request;
    state->result.status = FOLIO_IMAGE_DECODED;
    state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, state, on_error, on_warning);
    if (state->png != NULL) state->info = png_create_info_struct(state->png);
    if (state->png == NULL || state->info == NULL) {
        png_destroy_read_struct(state->png != NULL ? &state->png : NULL, NULL, NULL);
        free(state);
        return failed;
    }
    if (setjmp(state->jump) == 0) decode(state);
    png_destroy_read_struct(&state->png, &state->info, NULL);
    folio_reducer_release(&state->reducer);
    folio_input_release(&state->input);
    free(state->rows);
    folio_image_result result = state->result;
    result.bytes_read = state->input.bytes_read;
    result.reads = state->input.reads;
    free(state);
    return result;
}
