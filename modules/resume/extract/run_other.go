//go:build !unix

package extract

import "os/exec"

// ownGroup leaves cmd as it is where process groups are not Unix's.
func ownGroup(*exec.Cmd) {}
