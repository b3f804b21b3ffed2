#include "folio_webp_input.h"

#include <stdlib.h>
#include <string.h>

/* The little-endian number of `count` bytes at `bytes`. */
static uint32_t little_endian(const uint8_t *bytes, int count) {
    uint32_t value = 0;
    for (int index = count - 1; index >= 0; index--) value = value << 8 | bytes[index];
    return value;
}

folio_image_status folio_webp_load(folio_input *input, const folio_image_request *request, uint8_t **owned,
                                   const uint8_t **data, size_t *size, const char **message) {
    *message = "file is truncated";
    if (request->bytes != NULL) {
        if (request->byte_count > request->max_file_bytes) {
            *message = "file is too large";
            return FOLIO_IMAGE_FILE_TOO_LARGE;
        }
        if (request->byte_count < 12) return FOLIO_IMAGE_TRUNCATED;
        uint64_t claimed = 8 + (uint64_t)little_endian(request->bytes + 4, 4);
        *data = request->bytes;
        *size = (size_t)(claimed < request->byte_count ? claimed : request->byte_count);
        return FOLIO_IMAGE_DECODED;
    }
    if (folio_input_start(input, request) != FOLIO_IMAGE_DECODED) {
        *message = "out of memory";
        return FOLIO_IMAGE_OUT_OF_MEMORY;
    }
    uint64_t total = 0, have = 0;
    for (;;) {
        if (request->is_cancelled(request->context)) {
            *message = "cancelled";
            return FOLIO_IMAGE_CANCELLED;
        }
        folio_image_status status = folio_input_fill(input);
        if (status != FOLIO_IMAGE_DECODED) {
            *message = folio_input_message(status);
            return status;
        }
        if (*owned == NULL) {
            if (input->available < 12) return FOLIO_IMAGE_TRUNCATED;
            total = 8 + (uint64_t)little_endian(input->next + 4, 4);
            if (total > request->max_file_bytes) {
                *message = "file is too large";
                return FOLIO_IMAGE_FILE_TOO_LARGE;
            }
            *owned = malloc((size_t)total);
            if (*owned == NULL) {
                *message = "out of memory";
                return FOLIO_IMAGE_OUT_OF_MEMORY;
            }
        }
        size_t count = total - have < input->available ? (size_t)(total - have) : input->available;
        memcpy(*owned + have, input->next, count);
        have += count;
        if (have == total) break;
    }
    *data = *owned;
    *size = (size_t)total;
    return FOLIO_IMAGE_DECODED;
}
