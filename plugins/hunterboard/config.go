package hunterboard

import "os"

// Config is the Hunter Board part of the server's configuration, from the environment:
//
//	HUNTLINE_HUNTERBOARD_URL            the board's API (see client.go); unset: the
//	                                    in-process Simulator at /sim/hunterboard, so
//	                                    development, the demo and tests need no network
//	HUNTLINE_HUNTERBOARD_CLIENT_ID      Huntline's OAuth client on the board
//	HUNTLINE_HUNTERBOARD_CLIENT_SECRET  its secret
type Config struct {
	Provider     Provider
	ClientID     string
	ClientSecret string
	Simulator    *Simulator // the simulator in use, nil with a real board
}

// FromEnv reads the configuration.
func FromEnv() Config {
	c := Config{ClientID: os.Getenv("HUNTLINE_HUNTERBOARD_CLIENT_ID"), ClientSecret: os.Getenv("HUNTLINE_HUNTERBOARD_CLIENT_SECRET")}
	if base := os.Getenv("HUNTLINE_HUNTERBOARD_URL"); base != "" {
		c.Provider = NewClient(base)
		return c
	}
	return Simulated(c.ClientID, c.ClientSecret)
}

// Simulated answers a configuration on a fresh simulator; the simulator's client is
// "huntline" with a fixed secret unless given.
func Simulated(clientID, clientSecret string) Config {
	if clientID == "" {
		clientID, clientSecret = "huntline", "hunterboard-simulator"
	}
	s := NewSimulator(clientID, clientSecret)
	return Config{Provider: s.Client(), ClientID: clientID, ClientSecret: clientSecret, Simulator: s}
}
