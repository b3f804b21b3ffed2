#include "CFolioImage.h"
#include "folio_reducer.h"

#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <png.h>

/* The most text and other ancillary chunks libpng keeps from one file: a thumbnail has about
 * eight; more is someone's attempt to make the reader hold many small allocations. */
enum { FOLIO_PNG_TEXT_MAX_CHUNKS = 128 };

/* Everything one read owns, on the heap so that its fields are well defined after longjmp. */
typedef struct folio_png_text_state {
    png_structp png;
    png_infop info;
    jmp_buf jump;
    const folio_png_text_request *request;
    folio_png_text_result result;
} folio_png_text_state;

_Noreturn static void fail(folio_png_text_state *state, folio_png_text_status status, int error_number, const char *message) {
    state->result.status = status;
    state->result.error_number = error_number;
    folio_copy_message(state->result.message, sizeof state->result.message, message);
    longjmp(state->jump, 1);
}

static void on_error(png_structp png, png_const_charp message) {
    folio_png_text_state *state = png_get_error_ptr(png);
    if (strcmp(message, "Out of memory") == 0 || strcmp(message, "Insufficient memory") == 0) {
        fail(state, FOLIO_PNG_TEXT_OUT_OF_MEMORY, 0, "out of memory");
    }
    /* A chunk (or its decompressed text) over png_set_chunk_malloc_max. */
    if (strstr(message, "too large") != NULL || strstr(message, "exceeds") != NULL) {
        fail(state, FOLIO_PNG_TEXT_TOO_LARGE, 0, message);
    }
    fail(state, FOLIO_PNG_TEXT_CORRUPT, 0, message);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* Reads exactly `length` bytes at the running offset, never past max_bytes; the file ending
 * first means it is cut short before its pixels. */
static void on_read(png_structp png, png_bytep data, size_t length) {
    folio_png_text_state *state = png_get_io_ptr(png);
    const folio_png_text_request *request = state->request;
    if (length > request->max_bytes - state->result.bytes_read) {
        fail(state, FOLIO_PNG_TEXT_TOO_LARGE, 0, "chunks before the pixels are too large");
    }
    while (length > 0) {
        ssize_t got = pread(request->fd, data, length, (off_t)state->result.bytes_read);
        if (got < 0) {
            if (errno == EINTR) continue;
            int error_number = errno;
            fail(state, FOLIO_PNG_TEXT_UNREADABLE, error_number, strerror(error_number));
        }
        if (got == 0) fail(state, FOLIO_PNG_TEXT_TRUNCATED, 0, "file ends before the pixels");
        data += got;
        length -= (size_t)got;
        state->result.bytes_read += (uint64_t)got;
    }
}

/* Walks the chunk headers before the pixels and refuses a chunk that claims more than the
 * bound: libpng takes a chunk's length as fact, allocating (and touching) what a hostile file
 * claims, 2 GiB for a few bytes, before its read of the data finds the bound. The headers are
 * read by themselves; the walk stops at the first IDAT, or where the file ends (libpng reports
 * the cut). */
static void refuse_chunks_over_bound(folio_png_text_state *state) {
    const folio_png_text_request *request = state->request;
    uint64_t offset = 8;
    for (int index = 0; index < FOLIO_PNG_TEXT_MAX_CHUNKS * 2; index++) {
        unsigned char header[8];
        ssize_t got = pread(request->fd, header, sizeof header, (off_t)offset);
        if (got != (ssize_t)sizeof header) return;
        if (memcmp(header + 4, "IDAT", 4) == 0) return;
        uint64_t length = (uint64_t)header[0] << 24 | (uint64_t)header[1] << 16 | (uint64_t)header[2] << 8 | header[3];
        uint64_t end = offset + 12 + length;
        if (end > request->max_bytes) fail(state, FOLIO_PNG_TEXT_TOO_LARGE, 0, "chunks before the pixels are too large");
        offset = end;
    }
}

static void read_text(folio_png_text_state *state) {
    const folio_png_text_request *request = state->request;
    png_structp png = state->png;
    refuse_chunks_over_bound(state);
    png_set_read_fn(png, state, on_read);
    png_set_chunk_malloc_max(png, (png_alloc_size_t)request->max_bytes);
    png_set_chunk_cache_max(png, FOLIO_PNG_TEXT_MAX_CHUNKS);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_read_info(png, state->info);
    png_textp texts = NULL;
    int count = png_get_text(png, state->info, &texts, NULL);
    for (int index = 0; index < count; index++) {
        png_textp text = &texts[index];
        if (text->key == NULL) continue;
        int is_utf8 = text->compression == PNG_ITXT_COMPRESSION_NONE || text->compression == PNG_ITXT_COMPRESSION_zTXt;
        /* libpng keeps an iTXt's length in itxt_length, leaving text_length 0. */
        size_t length = is_utf8 ? text->itxt_length : text->text_length;
        request->on_text(request->context, text->key, text->text != NULL ? text->text : "", text->text != NULL ? length : 0, is_utf8);
    }
}

folio_png_text_result folio_png_read_text(const folio_png_text_request *request) {
    folio_png_text_result failed = { .status = FOLIO_PNG_TEXT_OUT_OF_MEMORY, .message = "out of memory" };
    folio_png_text_state *state = calloc(1, sizeof *state);
    if (state == NULL) return failed;
    state->request = request;
    state->result.status = FOLIO_PNG_TEXT_READ;
    state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, state, on_error, on_warning);
    if (state->png != NULL) state->info = png_create_info_struct(state->png);
    if (state->png == NULL || state->info == NULL) {
        png_destroy_read_struct(state->png != NULL ? &state->png : NULL, NULL, NULL);
        free(state);
        return failed;
    }
    if (setjmp(state->jump) == 0) read_text(state);
    png_destroy_read_struct(&state->png, &state->info, NULL);
    folio_png_text_result result = state->result;
    free(state);
    return result;
}
