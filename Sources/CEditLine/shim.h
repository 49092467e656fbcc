// libedit's el_set/el_get/history are C-variadic, which Swift cannot call: each use the
// shell needs gets a fixed-argument wrapper here.
#include <stdio.h>
#include <histedit.h>
