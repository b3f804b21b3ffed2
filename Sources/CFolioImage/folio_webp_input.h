#ifndef FOLIO_WEBP_INPUT_H
#define FOLIO_WEBP_INPUT_H

#include "CFolioImage.h"
#include "folio_input.h"

/* A WebP's bytes, as far as its RIFF header says it goes: the request's memory as it is, or its
 * file read whole in pieces through `input` (libwebp's lossless and animated decoding need all
 * of it at once) into `*owned`, which the caller frees (also on failure). Asks the request
 * whether to stop before each read. Returns DECODED with `*data` and `*size`, or why not with
 * `*message`. */
folio_image_status folio_webp_load(folio_input *input, const folio_image_request *request, uint8_t **owned,
                                   const uint8_t **data, size_t *size, const char **message);

#endif
