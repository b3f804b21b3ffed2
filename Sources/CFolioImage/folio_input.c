#include "folio_input.h"

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

folio_image_status folio_input_start(folio_input *input, const folio_image_request *request) {
    input->fd = request->fd;
    input->bytes = request->bytes;
    input->byte_count = request->byte_count;
    input->limit = request->max_file_bytes;
    /* Memory is read in place: the pieces point into it, and no buffer is needed. */
    if (input->bytes != NULL) return FOLIO_IMAGE_DECODED;
    input->buffer = malloc(FOLIO_IMAGE_INPUT_BYTES);
    return input->buffer == NULL ? FOLIO_IMAGE_OUT_OF_MEMORY : FOLIO_IMAGE_DECODED;
}

folio_image_status folio_input_fill(folio_input *input) {
    input->next = input->buffer;
    input->available = 0;
    /* One byte past the limit is asked for, so that a file that grew past it is noticed; past
     * the limit already (a skip), one byte tells the end of the file from too much file. */
    size_t wanted = FOLIO_IMAGE_INPUT_BYTES;
    if (input->offset > input->limit) wanted = 1;
    else if (input->limit - input->offset < wanted) wanted = (size_t)(input->limit - input->offset) + 1;
    ssize_t count;
    if (input->bytes != NULL) {
        uint64_t left = input->offset < input->byte_count ? input->byte_count - input->offset : 0;
        count = (ssize_t)(left < wanted ? left : wanted);
        input->next = input->bytes + input->offset;
    } else {
        do {
            count = pread(input->fd, input->buffer, wanted, (off_t)input->offset);
        } while (count < 0 && errno == EINTR);
    }
    if (count < 0) return FOLIO_IMAGE_UNREADABLE;
    if (count == 0) return FOLIO_IMAGE_TRUNCATED;
    input->reads += 1;
    input->bytes_read += (uint64_t)count;
    input->offset += (uint64_t)count;
    if (input->offset > input->limit) return FOLIO_IMAGE_FILE_TOO_LARGE;
    input->available = (size_t)count;
    return FOLIO_IMAGE_DECODED;
}

void folio_input_skip(folio_input *input, uint64_t count) {
    if (count <= input->available) {
        input->next += count;
        input->available -= (size_t)count;
        return;
    }
    count -= input->available;
    input->next += input->available;
    input->available = 0;
    /* Past the end of the file, the next fill reads nothing and reports it as truncated. Callers
     * skip at most a segment (64 KiB) at a time, so the offset cannot overflow. */
    input->offset += count;
}

void folio_input_release(folio_input *input) {
    free(input->buffer);
    input->buffer = NULL;
}

const char *folio_input_message(folio_image_status status) {
    switch (status) {
    case FOLIO_IMAGE_TRUNCATED: return "file is truncated";
    case FOLIO_IMAGE_FILE_TOO_LARGE: return "file is too large";
    case FOLIO_IMAGE_OUT_OF_MEMORY: return "out of memory";
    default: return "file cannot be read";
    }
}
