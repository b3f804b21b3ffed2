#ifndef FOLIO_CSDL2_SHIM_H
#define FOLIO_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Macros and aliases that Swift cannot import, re-exposed as constants and inline functions. */
static const int    SHIM_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const Uint32 SHIM_BUTTON_LMASK  = SDL_BUTTON_LMASK;
/* Mouse events that SDL synthesises from touch carry this mouse id. */
static const Uint32 SHIM_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
/* Touch events that SDL synthesises from the mouse carry this touch id. */
static const Sint64 SHIM_MOUSE_TOUCHID = SDL_MOUSE_TOUCHID;

/* Sets the calling thread's nice value (Linux schedules threads one by one, so this touches
   only the caller). Swift cannot call the variadic syscall() that finds the thread's id. */
static inline int shim_set_current_thread_nice(int nice) {
    return setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), nice);
}

#endif
