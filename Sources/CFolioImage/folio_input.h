#ifndef FOLIO_INPUT_H
#define FOLIO_INPUT_H

#include "CFolioImage.h"

/* Reads a decode's file (or memory) forward through one buffer of FOLIO_IMAGE_INPUT_BYTES, with pread so that
 * the descriptor's position is not shared state. Skips move the offset without reading. One
 * decode uses one input, on one thread. */
typedef struct folio_input {
    int fd;
    const uint8_t *bytes; /* memory to read instead of `fd`, when not NULL */
    uint64_t byte_count;
    uint64_t offset;      /* where the next read starts */
    uint64_t limit;       /* the most bytes the file may have */
    uint8_t *buffer;      /* FOLIO_IMAGE_INPUT_BYTES, from folio_input_start */
    const uint8_t *next;  /* unread bytes in the buffer */
    size_t available;
    uint64_t bytes_read;
    uint64_t reads;
} folio_input;

/* Sets up `input` over the request's file. Returns DECODED or OUT_OF_MEMORY; release with
 * folio_input_release whatever it returns. */
folio_image_status folio_input_start(folio_input *input, const folio_image_request *request);

/* Refills the buffer (which must be empty) with the next piece of the file. Returns DECODED with
 * at least one byte available, TRUNCATED at the end of the file, FILE_TOO_LARGE past the limit or
 * UNREADABLE on an I/O error. */
folio_image_status folio_input_fill(folio_input *input);

/* Skips `count` bytes: those in the buffer first, then by moving the offset. */
void folio_input_skip(folio_input *input, uint64_t count);

void folio_input_release(folio_input *input);

/* The message for a status folio_input_fill returned. */
const char *folio_input_message(folio_image_status status);

#endif
