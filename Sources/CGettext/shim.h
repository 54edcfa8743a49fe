#ifndef REACTANT_CGETTEXT_SHIM_H
#define REACTANT_CGETTEXT_SHIM_H
// glibc's gettext and locale functions, which Swift's Glibc module doesn't bring in.
#include <libintl.h>
#include <locale.h>
#endif
