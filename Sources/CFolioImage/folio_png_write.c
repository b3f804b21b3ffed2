#include "CFolioImage.h"
#include "folio_reducer.h"

#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <png.h>

/* libpng hands its output over in pieces of its compression buffer: a larger one means fewer
 * write(2) calls per frame (8 KiB by default). */
enum { FOLIO_PNG_WRITE_BUFFER_BYTES = 256 * 1024 };

/* Everything one encode owns, on the heap so that its fields are well defined after longjmp. */
typedef struct folio_png_write_state {
    png_structp png;
    png_infop info;
    jmp_buf jump;
    const folio_png_write_request *request;
    folio_png_write_result result;
    png_textp texts;  /* the chunks being handed to libpng, freed if it fails meanwhile */
} folio_png_write_state;

_Noreturn static void fail(folio_png_write_state *state, folio_png_write_status status, int error_number,
                           const char *message) {
    state->result.status = status;
    state->result.error_number = error_number;
    folio_copy_message(state->result.message, sizeof state->result.message, message);
    longjmp(state->jump, 1);
}

static void on_error(png_structp png, png_const_charp message) {
    folio_png_write_state *state = png_get_error_ptr(png);
    fail(state, FOLIO_PNG_WRITE_REFUSED, 0, message);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* Writes every byte or fails with the system's reason: a short write is continued, EINTR
 * retried, anything else (ENOSPC, EIO, EFBIG …) ends the encode. */
static void on_write(png_structp png, png_bytep data, size_t length) {
    folio_png_write_state *state = png_get_io_ptr(png);
    while (length > 0) {
        ssize_t written = write(state->request->fd, data, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            int error_number = errno;
            fail(state, FOLIO_PNG_WRITE_FAILED, error_number, strerror(error_number));
        }
        if (written == 0) fail(state, FOLIO_PNG_WRITE_FAILED, ENOSPC, strerror(ENOSPC));
        data += written;
        length -= (size_t)written;
        state->result.bytes_written += (uint64_t)written;
    }
}

/* Nothing is buffered above the descriptor. */
static void on_flush(png_structp png) {
    (void)png;
}

/* The colour type the request's pixels are written as. */
static int color_type(const folio_png_write_request *request) {
    return request->layout == FOLIO_PNG_PIXELS_ARGB32 && request->keep_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB;
}

/* Tells libpng how the request's rows are laid out. After png_write_info: libpng checks a
 * filler against the colour type its header was written with. */
static void set_layout(png_structp png, const folio_png_write_request *request) {
    if (request->layout != FOLIO_PNG_PIXELS_ARGB32) return;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    /* 0xAARRGGBB in memory is A, R, G, B. */
    if (request->keep_alpha) {
        png_set_swap_alpha(png);
    } else {
        png_set_filler(png, 0, PNG_FILLER_BEFORE);
    }
#else
    /* 0xAARRGGBB in memory is B, G, R, A. */
    png_set_bgr(png);
    if (!request->keep_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
#endif
}

/* Hands the request's text chunks to libpng, which copies them; written with the header. */
static void set_texts(folio_png_write_state *state) {
    const folio_png_write_request *request = state->request;
    if (request->texts == NULL || request->text_count == 0) return;
    png_textp texts = png_malloc(state->png, request->text_count * sizeof *texts);
    memset(texts, 0, request->text_count * sizeof *texts);
    for (size_t index = 0; index < request->text_count; index++) {
        texts[index].compression = PNG_TEXT_COMPRESSION_NONE;
        texts[index].key = (png_charp)request->texts[index].keyword;
        texts[index].text = (png_charp)request->texts[index].text;
        texts[index].text_length = strlen(request->texts[index].text);
    }
    /* Held in the state while libpng copies them: an error longjmps past this frame, and the
     * landing frees them. */
    state->texts = texts;
    png_set_text(state->png, state->info, texts, (int)request->text_count);
    state->texts = NULL;
    png_free(state->png, texts);
}

static void encode(folio_png_write_state *state) {
    const folio_png_write_request *request = state->request;
    png_structp png = state->png;
    png_set_write_fn(png, state, on_write, on_flush);
    png_set_compression_buffer_size(png, FOLIO_PNG_WRITE_BUFFER_BYTES);
    png_set_compression_level(png, request->compression_level);
    if (request->filters != 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, request->filters);
    png_set_IHDR(png, state->info, request->width, request->height, 8, color_type(request), PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    set_texts(state);
    png_write_info(png, state->info);
    set_layout(png, request);
    for (uint32_t y = 0; y < request->height; y++) {
        if (request->is_cancelled != NULL && request->is_cancelled(request->context)) {
            fail(state, FOLIO_PNG_WRITE_CANCELLED, 0, "cancelled");
        }
        png_write_row(png, request->pixels + (size_t)y * request->pitch);
    }
    png_write_end(png, NULL);
}

folio_png_write_result folio_png_write(const folio_png_write_request *request) {
    folio_png_write_result failed = { .status = FOLIO_PNG_WRITE_REFUSED, .message = "out of memory" };
    size_t pixel_bytes = request->layout == FOLIO_PNG_PIXELS_ARGB32 ? 4 : 3;
    if (request->width == 0 || request->height == 0 || request->pitch < (size_t)request->width * pixel_bytes) {
        folio_copy_message(failed.message, sizeof failed.message, "no pixels, or rows shorter than the width");
        return failed;
    }
    folio_png_write_state *state = calloc(1, sizeof *state);
    if (state == NULL) return failed;
    state->request = request;
    state->result.status = FOLIO_PNG_WRITTEN;
    state->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, on_error, on_warning);
    if (state->png != NULL) state->info = png_create_info_struct(state->png);
    if (state->png == NULL || state->info == NULL) {
        png_destroy_write_struct(state->png != NULL ? &state->png : NULL, NULL);
        free(state);
        return failed;
    }
    if (setjmp(state->jump) == 0) encode(state);
    if (state->texts != NULL) png_free(state->png, state->texts);
    png_destroy_write_struct(&state->png, &state->info);
    folio_png_write_result result = state->result;
    free(state);
    return result;
}
