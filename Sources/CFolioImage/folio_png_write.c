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

static void encode(folio_png_write_state *state) {
    const folio_png_write_request *request = state->request;
    png_structp png = state->png;
    png_set_write_fn(png, state, on_write, on_flush);
    png_set_compression_buffer_size(png, FOLIO_PNG_WRITE_BUFFER_BYTES);
    png_set_compression_level(png, request->compression_level);
    if (request->filters != 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, request->filters);
    png_set_IHDR(png, state->info, request->width, request->height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, state->info);
    for (uint32_t y = 0; y < request->height; y++) {
        if (request->is_cancelled != NULL && request->is_cancelled(request->context)) {
            fail(state, FOLIO_PNG_WRITE_CANCELLED, 0, "cancelled");
        }
        png_write_row(png, request->pixels + (size_t)y * request->pitch);
    }
    png_write_end(png, NULL);
}

folio_png_write_result folio_png_write_rgb(const folio_png_write_request *request) {
    folio_png_write_result failed = { .status = FOLIO_PNG_WRITE_REFUSED, .message = "out of memory" };
    if (request->width == 0 || request->height == 0 || request->pitch < (size_t)request->width * 3) {
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
    png_destroy_write_struct(&state->png, &state->info);
    folio_png_write_result result = state->result;
    free(state);
    return result;
}
