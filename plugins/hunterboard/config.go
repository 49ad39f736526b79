package hunterboard

import (
	"os"

	"huntline/modules/jobboard"
)

// Config is the Hunter Board part of the server's configuration, from the environment:
//
//	HUNTLINE_HUNTERBOARD_URL            the board's API (see client.go); unset: the
//	                                    in-process Simulator at /sim/hunterboard, so
//	                                    development, the demo and tests need no network
//	HUNTLINE_HUNTERBOARD_CLIENT_ID      Huntline's OAuth client on the board
//	HUNTLINE_HUNTERBOARD_CLIENT_SECRET  its secret
//
// The simulator's links (positions, resumes, avatars) are paths on Huntline's own server;
// a request makes them whole with its address, and what is written without one (the demo
// seed's publication) with Origin: HUNTLINE_PUBLIC_URL, else http://HUNTLINE_ADDR, else the
// default http://127.0.0.1:8080.
type Config struct {
	Provider     Provider
	ClientID     string
	ClientSecret string
	Simulator    *Simulator // the simulator in use, nil with a real board
	Origin       string
}

// FromEnv reads the configuration.
func FromEnv() Config {
	c := Config{ClientID: os.Getenv("HUNTLINE_HUNTERBOARD_CLIENT_ID"), ClientSecret: os.Getenv("HUNTLINE_HUNTERBOARD_CLIENT_SECRET")}
	if base := os.Getenv("HUNTLINE_HUNTERBOARD_URL"); base != "" {
		c.Provider = NewClient(base)
		return c
	}
	c = Simulated(c.ClientID, c.ClientSecret)
	c.Origin = jobboard.DemoOrigin()
	return c
}

// Simulated answers a configuration on a fresh simulator; the simulator's client is
// "huntline" with a fixed secret unless given.
func Simulated(clientID, clientSecret string) Config {
	if clientID == "" {
		clientID, clientSecret = "huntline", "hunterboard-simulator"
	}
	s := NewSimulator(clientID, clientSecret)
	return Config{Provider: s.Client(), ClientID: clientID, ClientSecret: clientSecret, Simulator: s, Origin: "http://127.0.0.1:8080"}
}
