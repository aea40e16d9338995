/* GNU FriBidi: the Unicode Bidirectional Algorithm (UAX #9), for right-to-left text. */
#include <fribidi.h>

/* Paragraph directions, as constants Swift can import (FriBidi defines them as compound macros). */
static const FriBidiParType cfribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType cfribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType cfribidi_par_on = FRIBIDI_PAR_ON;
