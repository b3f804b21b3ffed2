#ifndef FOLIO_CEXIF_SHIM_H
#define FOLIO_CEXIF_SHIM_H

/* libexif: what folio-photos reads of a photo's EXIF block (date taken, orientation, camera). */
#include <libexif/exif-data.h>
#include <libexif/exif-loader.h>
#include <libexif/exif-utils.h>

#endif
