# ruff: noqa: E501
"""Writes heldout395_credentials.yaml and heldout395_lookalikes.yaml: held-out batch 395.

Persona: the owner of an inshore fishing boat in a Galician port (Rías Baixas) who writes
his notes tersely, in Galician and Spanish mixed, with typos and abbreviations. He keeps the
port's gate code, the chartplotter/GPS unlock PIN, the fish auction (lonxa/lonja) portal
login, the cooperative's bank access and its coordinate card, the satellite phone's SIM PIN
and PUK, the harbour and boat Wi-Fi keys, the alarm of the net store, the onboard safe, the
fuel card PIN, the electronic logbook login, the digital certificate password and the odd
token his nephew set up for the bilge alarm bot; and many look-alikes: vessel registration
and MMSI, EPIRB hex ids, first-sale notes, invoices, the cooperative's IBAN, masked cards,
tracking numbers, waypoints, phone numbers, serials, firmware versions, used SMS codes and
notes that say where a password is without giving it.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    imei,
    jwt,
    luhn,
    mac,
    phrase,
    pick,
    pin,
    recovery_codes,
    rnd,
    s10,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

WORDS = [
    "percebe", "nécora", "centola", "polbo", "xurelo", "sardiña", "ameixa", "mexillón",
    "batea", "dorna", "gaivota", "nordés", "vendaval", "marea", "ría", "faro", "peirao",
    "rede", "nasa", "anzol", "cabo", "boia", "vento", "luar",
]
BOATS = ["Nova Estrela", "Virxe do Carme", "Hermanos Piñeiro", "Mar de Ons", "Rosiña II"]
WEAK = ("1234", "0000", "1111", "2580")


def pw_mar() -> str:
    """A password a fisherman would set: a word of the sea, a number, a sign."""
    w = secrets.choice(WORDS)
    return pick(
        f"{w.capitalize()}{digits(pick(2, 4))}{pick('!', '*', '#', '.')}",
        f"{w}{secrets.choice(WORDS).capitalize()}{digits(2)}",
        rnd(ALNUM, pick(10, 12)),
        f"{secrets.choice(WORDS).capitalize()}.{secrets.choice(WORDS)}.{digits(3)}",
    )


def wpa() -> str:
    return pick(rnd(ALNUM, pick(12, 16, 20)), phrase(WORDS, 3, pick("-", "", "_")) + digits(2), rnd(UPPER + DIGITS, 10))


def puk() -> str:
    return digits(8)


def gate(n: int = 4) -> str:
    return pin(n, WEAK)


def user() -> str:
    return pick("xmpineiro", "JMP", "pineiro.x", "armador_", "xose.m") + pick("", digits(2), digits(3))


def coord_card() -> str:
    """A few cells of a bank's coordinate card (tarxeta de coordenadas)."""
    cells = {f"{pick(*'ABCDEFGH')}{secrets.randbelow(10) + 1}" for _ in range(8)}
    return "  ".join(f"{c}={pin(pick(2, 3, 4))}" for c in sorted(cells))


def marinetraffic_key() -> str:
    return hexs(40)


def ha_token() -> str:
    iat = epoch()
    return jwt({"iss": hexs(32), "iat": iat, "exp": iat + 315_360_000})


def cif() -> str:
    return "F" + digits(8)


def mmsi() -> str:
    return "224" + digits(6)


def callsign() -> str:
    return "EA" + digits(4, lead=True)


def matricula() -> str:
    return f"3ª-{pick('VI', 'CO', 'VILL', 'RI')}-{secrets.randbelow(5) + 1}-{secrets.randbelow(9000) + 100}-{pick('01', '02', '03', '04', '05', '06', '98', '99')}"


def epirb_hex() -> str:
    return rnd("0123456789ABCDEF", 15)


def iccid() -> str:
    return luhn("8988169", 19)


def es_iban() -> str:
    return iban("ES", digits(20))


def coord() -> str:
    return f"{42 + secrets.randbelow(2)}°{secrets.randbelow(60):02d}.{digits(3)}'N {8 + secrets.randbelow(2)}°{secrets.randbelow(60):02d}.{digits(3)}'W"


def sha256() -> str:
    return hexs(64)


def price() -> str:
    return f"{secrets.randbelow(40) + 2},{digits(2)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "port_gate_code",
        f"código porta peirao: {gate()}#",
        f"porta do porto (a de abaixo, xunto a nave da confraría)\n*{gate()}",
        f"codigo puerta muelle nuevo {gate(6)} cambiado en xaneiro",
        f"portal peirao pesqueiro -> {gate()} + tecla verde",
        f"ollo: o da barreira dos coches xa non é o vello, agora {gate(5)}",
    )

    r.add(
        "chartplotter_unlock_pin",
        f"PIN plotter {pick('Garmin', 'Simrad', 'Raymarine')} (bloqueo antirroubo): {pin(4, WEAK)}",
        f"o GPS pide pin ao arrancar\n{pin(4, WEAK)}",
        f"plotter ponte - contrasinal de seguridade {pin(6)}",
        f"pin gps {pin(4, WEAK)} non o perdas Xosé!!",
        f"chartplotter unlock code: {pin(4, WEAK)} (o de Manolo no outro barco é outro)",
    )

    r.add(
        "lonja_portal_login",
        f"lonxa online https://subasta.lonxa-acme.test\nusuario {user()}\ncontrasinal {pw_mar()}",
        f"Lonja portal comprador/vendedor: usr {user()} / pass {pw_mar()}",
        f"acceso lonxa web (notas de venda) {user()} {pw_mar()}",
        f"| web | usuario | clave |\n|---|---|---|\n| lonja.acme.example | {user()} | {pw_mar()} |",
        f"clave nueva lonja (la vieja caducó) = {pw_mar()}",
        f"subasta electronica - login {user()}, contraseña {pw_mar()} ojo mayusculas",
    )

    r.add(
        "coop_bank_access",
        f"banco coop (banca online empresa)\nNIF usuario {digits(8)}{pick(*UPPER)}\nclave acceso {pin(6)}",
        f"Caixa cooperativa: usuario {user()} contraseña {pw_mar()}",
        f"banca electronica confraría -> identificador {digits(8, lead=True)}, clave {rnd(ALNUM, 8)}",
        f"clave firma operaciones banco cooperativa {pin(4, WEAK)} (non confundir coa de acceso)",
        f"bancacoop.example empresas\nusr: {user()}\npwd: {pw_mar()}",
        f"contrasinal do banco da coop: {pw_mar()}  (cambiala en xuño)",
    )

    r.add(
        "bank_coordinate_card",
        f"tarxeta coordenadas banco (copia por se a perdo):\n{coord_card()}",
        f"coordenadas caja rural {coord_card()}",
        f"Tarjeta de claves coop:\n{coord_card()}\n(faltan as filas de abaixo)",
        f"coord. banco -> {coord_card()}",
    )

    r.add(
        "satphone_sim_pin",
        f"Iridium SIM PIN {pin(4, WEAK)}",
        f"teléfono satélite (o da caixa estanca) pin: {pin(4, WEAK)}",
        f"sat phone\nPIN\n{pin(4, WEAK)}",
        f"PIN tarxeta SIM Thuraya {pin(4, WEAK)} - se falla 3 veces pide o PUK",
        f"pin satelite {pin(4, WEAK)}",
    )

    r.add(
        "satphone_puk",
        f"PUK sat {puk()}",
        f"Iridium SIM: PIN {pin(4, WEAK)} PUK {puk()}",
        f"o PUK do teléfono satélite (estaba no cartón da SIM) {puk()}",
        f"puk thuraya -> {puk()}",
        f"PUK1: {puk()}\nPUK2: {puk()}\n(satélite, non tirar)",
    )

    r.add(
        "harbour_wifi_key",
        f"wifi porto: PORTO_PESQUEIRO_{pick('CONFRARIA', 'PEIRAO', 'LONXA')}\nclave {wpa()}",
        f"Wifi da lonxa {wpa()}",
        f"red puerto deportivo \"Marina-Invitados\" pass {wpa()}",
        f"contraseña wifi confraría (a do bar) {wpa()}",
        f"WIFI: T:WPA;S:Lonxa-Operadores;P:{wpa()};;",
        f"wifi peirao nova: {wpa()} vello xa non vai",
    )

    r.add(
        "boat_router_admin",
        f"router 4G barco (192.168.8.1) admin / {pw_mar()}",
        f"Teltonika ponte: usuario admin contrasinal {rnd(ALNUM, 12)}",
        f"router do barco\nhttp://192.168.1.1\nuser admin\npass {pw_mar()}",
        f"contraseña administrador router Huawei barco {rnd(ALNUM, 10)}",
    )

    r.add(
        "home_wifi_key",
        f"wifi casa MOVISTAR_{rnd(UPPER + DIGITS, 4)} clave {rnd(UPPER + DIGITS, 20)}",
        f"clave wifi da casa para os netos: {wpa()}",
        f"wifi casa nova (fibra) {wpa()}",
        f"rede casa: {wpa()}",
        f"wifi do piso de Vigo\nSSID: Orange-{rnd(UPPER + DIGITS, 4)}\nclave: {rnd(ALNUM, 16)}",
    )

    r.add(
        "bank_card_pin",
        f"PIN tarxeta débito coop {pin(4, WEAK)}",
        f"pin visa empresa {pin(4, WEAK)}",
        f"tarjeta credito - pin {pin(4, WEAK)} (nunca se lo digas a nadie)",
        f"cajero: {pin(4, WEAK)}",
        f"mastercard nova chegou, PIN\n{pin(4, WEAK)}",
    )

    r.add(
        "card_full_details",
        f"tarxeta para pagar amarre online:\n{visa()}\ncad {pick('03', '07', '11')}/{pick('26', '27', '28')} cvv {digits(3)}",
        f"visa coop {visa()} {pick('05', '09', '12')}/{pick('27', '28')} CVC {digits(3)}",
        f"Tarjeta empresa\nnum: {visa()}\nexp {pick('02', '06', '10')}/{pick('26', '29')}\ncodigo seguridad {digits(3)}",
        f"pagar recambios: {luhn('5', 16)} - {pick('01', '04', '08')}/{pick('27', '30')} - {digits(3)}",
    )

    r.add(
        "email_password",
        f"correo gmail: xosemaria.pineiro@gmail.example pass {pw_mar()}",
        f"email confraría armadores@confraria.acme.test contraseña {pw_mar()}",
        f"contrasinal do correo {pw_mar()}",
        f"Outlook: {user()}@acme.example / {pw_mar()}",
        f"correo da lonxa\n{pw_mar()}",
    )

    r.add(
        "gmail_app_password",
        f"contraseña aplicación google (para o correo no tablet do barco): {app_password()}",
        f"app password gmail {app_password()}",
        f"clave de app google para o iPad\n{app_password()}",
        f"google contraseña de aplicaciones (Outlook del pc) = {app_password().replace(' ', '')}",
    )

    r.add(
        "google_backup_codes",
        "códigos de respaldo google (gardar!!)\n" + recovery_codes(6, "digits"),
        "Google backup codes cuenta do barco:\n" + recovery_codes(5, "digits"),
        "codigos verificacion google (imprimidos, copia):\n" + recovery_codes(8, "digits"),
        "backup codes gmail " + recovery_codes(4, "digits"),
    )

    r.add(
        "whatsapp_two_step_pin",
        f"whatsapp verificación en dos pasos PIN {digits(6)}",
        f"pin whatsapp {digits(6)}",
        f"o whatsapp pide un pin de 6 ao cambiar de móbil: {digits(6)}",
        f"WA 2 pasos -> {digits(6)}",
    )

    r.add(
        "digital_certificate_password",
        f"certificado dixital FNMT (.p12) contrasinal: {pw_mar()}",
        f"clave del certificado de la cooperativa (pfx en el pendrive) {pw_mar()}",
        f"openssl pkcs12 -in cert_confraria.p12 -passin pass:{rnd(ALNUM, 12)}",
        f"certificado representante -> {pw_mar()}",
        f"p12 do gestor, contraseña exportación: {rnd(ALNUM + '!*', 14)}",
    )

    r.add(
        "clave_permanente_password",
        f"Cl@ve permanente: DNI {digits(8)}{pick(*UPPER)} contraseña {pw_mar()}",
        f"clave permanente seg social {pw_mar()}",
        f"cl@ve (para a sede do ISM) {pw_mar()}",
        f"sede electronica agencia tributaria - clave permanente\n{pw_mar()}",
        f"contrasinal cl@ve renovada: {pw_mar()}",
    )

    r.add(
        "warehouse_alarm_code",
        f"alarma nave redes: {pin(4, WEAK)} e despois OFF",
        f"código alarma almacén {pin(6)} (Securitas chama se non)",
        f"alarma caseta aparejos\ndesconectar: {pin(4, WEAK)}\ncoacción: {pin(4, WEAK)}",
        f"cod alarma nave {pin(4, WEAK)}",
        f"a alarma do baixo da casa: {pin(4, WEAK)}#",
    )

    r.add(
        "onboard_safe_code",
        f"caixa forte camarote {pin(6)}",
        f"combinación caja fuerte barco: {pin(4, WEAK)}",
        f"safe do barco (papeis e cartos) -> {pin(6)}",
        f"caixa forte: {pin(5)} e xirar",
    )

    r.add(
        "padlock_combination",
        f"candado caseta: {pin(4, WEAK)}",
        f"cadeado da cadea do bote {pin(3)}",
        f"combinacion candado contenedor aparejos {pin(4, WEAK)}",
        f"cadeado armario do peirao -> {pin(4, WEAK)}",
    )

    r.add(
        "totp_seed",
        f"clave secreta autenticador banco (por se cambio o móbil): {groups(totp_seed(32), 4)}",
        f"otpauth://totp/Lonxa:{user()}?secret={totp_seed(32)}&issuer=Lonxa",
        f"semilla 2FA correo {totp_seed(16)}",
        f"2fa confraría (se perdo o móbil meter isto a man): {totp_seed(32)}",
        f"google authenticator codigo de configuracion lonja\n{groups(totp_seed(32).lower(), 4)}",
    )

    r.add(
        "fuel_card_pin",
        f"tarxeta gasóleo profesional PIN {pin(4, WEAK)}",
        f"pin tarjeta gasoil pesquero {pin(4, WEAK)}",
        f"Solred barco: {pin(4, WEAK)}",
        f"gasoil bonificado - tarjeta, pin {pin(4, WEAK)} (o do surtidor do peirao)",
    )

    r.add(
        "electronic_logbook_login",
        f"DEA (diario electrónico) usuario {user()} contrasinal {pw_mar()}",
        f"diario de pesca electrónico - {matricula()}\nclave: {pw_mar()}",
        f"eLogbook tablet: user {user()} pass {pw_mar()}",
        f"contraseña DEA nova {pw_mar()}",
        f"app diario abordo\n{user()}\n{pw_mar()}",
    )

    r.add(
        "navionics_account",
        f"Navionics conta: xosemaria@acme.example / {pw_mar()}",
        f"cartas navionics (suscripción) pass {pw_mar()}",
        f"navionics boating app {pw_mar()}",
        f"login cartas: {user()} {pw_mar()}",
    )

    r.add(
        "telegram_bot_token",
        f"bot alarma sentina (o fixo o sobriño): {telegram_bot_token()}",
        f"TELEGRAM_TOKEN={telegram_bot_token()}\nCHAT_ID={digits(9, lead=True)}",
        f"token bot telegram barco\n{telegram_bot_token()}",
        f"bot = telebot.TeleBot(\"{telegram_bot_token()}\")  # bomba achique",
    )

    r.add(
        "marinetraffic_api_key",
        f"MarineTraffic API key (posición do barco na web da confraría) {marinetraffic_key()}",
        f"api marinetraffic: {marinetraffic_key()}",
        f"https://services.marinetraffic.com/api/exportvessel/{marinetraffic_key()}/timespan:20/protocol:jsono",
        f"clave api MT {marinetraffic_key()} (pagada ata decembro)",
    )

    r.add(
        "cctv_camera_password",
        f"cámaras do barco rtsp://admin:{pw_mar()}@192.168.1.64:554/Streaming/Channels/101",
        f"DVR cámaras nave: admin / {rnd(ALNUM, 10)}",
        f"camara cubierta hikvision contraseña {pw_mar()}",
        f"app cámaras (Ezviz) código verificación dispositivo {rnd(UPPER, 6)}",
    )

    r.add(
        "home_assistant_token",
        f"home assistant barco (raspberry) token:\n{ha_token()}",
        f"HA_TOKEN={ha_token()}",
        f"curl -H \"Authorization: Bearer {ha_token()}\" http://barco.internal:8123/api/states",
        f"token longa duración HA {ha_token()}",
    )

    r.add(
        "satellite_mail_password",
        f"correo satélite (Iridium GO) usuario {user()} contrasinal {pw_mar()}",
        f"mail por satelite: {user()}@sat.acme.test pass {rnd(ALNUM, 10)}",
        f"IridiumGO admin web: admin {pw_mar()}",
        f"contraseña do correo do satélite\n{pw_mar()}",
    )

    r.add(
        "mobile_phone_puk",
        f"PUK móbil Movistar {puk()}",
        f"puk do telefono do barco (o vello samsung) {puk()}",
        f"SIM móbil: pin {pin(4, WEAK)} / puk {puk()}",
        f"PUK {puk()} tarxeta nova",
    )

    r.add(
        "cofradia_intranet_password",
        f"intranet confraría (cotas, seguros) usr {user()} pw {pw_mar()}",
        f"confraria.acme.test/socios -> {pw_mar()}",
        f"contraseña web cofradía socios {pw_mar()}",
        f"web da confraria\nsocio nº {digits(3)}\ncontrasinal {pw_mar()}",
    )

    r.add(
        "phone_unlock_code",
        f"desbloqueo tablet do barco {pin(6)}",
        f"patrón non, PIN móbil: {pin(6)}",
        f"codigo desbloqueo ipad ponte {pin(6)}",
        f"móvil empresa código {pin(4, WEAK)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "vessel_registration",
        f"matrícula {matricula()} - {pick(*BOATS)}",
        f"folio do barco: {matricula()}",
        f"Nº matrícula para o seguro {matricula()}, eslora 11,40",
        f"registro buque {matricula()} (pedido no papel da capitanía)",
        f"barco {pick(*BOATS)}\nmatricula {matricula()}\nTRB {secrets.randbelow(20) + 5},{digits(2)}",
    )

    r.add(
        "mmsi_callsign",
        f"MMSI {mmsi()} indicativo {callsign()}",
        f"mmsi barco: {mmsi()}",
        f"indicativo de chamada {callsign()} / MMSI {mmsi()} (pon no DSC)",
        f"AIS: {mmsi()}",
        f"{pick(*BOATS)} - call sign {callsign()}",
    )

    r.add(
        "epirb_hex_id",
        f"radiobaliza EPIRB hex id {epirb_hex()}",
        f"baliza 406 MHz - UIN {epirb_hex()} - batería cad {pick('2027', '2028', '2029')}",
        f"HEX ID da baliza (rexistrada en Salvamento): {epirb_hex()}",
        f"PLB persoal {epirb_hex()}",
    )

    r.add(
        "first_sale_note_number",
        f"nota primeira venda nº {digits(10, lead=True)} - {price()} €/kg nécora",
        f"nota de venta lonja {digits(4)}/{pick('2024', '2025')}/{digits(6)}",
        f"NPV {digits(12, lead=True)} (revisar o peso, 38 kg)",
        f"notas venda semana: {digits(8, lead=True)}, {digits(8, lead=True)}, {digits(8, lead=True)}",
        f"lote {digits(6)} nota {digits(9, lead=True)} polbo",
    )

    r.add(
        "invoice_reference",
        f"factura efectos navais F{pick('2024', '2025')}-{digits(5)} total {secrets.randbelow(3000) + 100},{digits(2)} €",
        f"fra. taller motor {digits(4)}/{pick('24', '25')} pagada",
        f"factura nº {rnd(UPPER, 2)}{digits(7)} redes (a de marzo)",
        f"Invoice {pick('FV', 'FA')}-{digits(6)} gasoil {secrets.randbelow(900) + 100},{digits(2)} €",
        f"factura electrica nave {digits(12, lead=True)}",
    )

    r.add(
        "coop_iban_for_payments",
        f"IBAN para que me paguen a lonxa: {es_iban()}",
        f"cuenta cooperativa (para transferencias de clientes) {es_iban()}",
        f"IBAN confraría cotas {es_iban().replace(' ', '')}",
        f"pasar ao Manolo o IBAN: {es_iban()}",
        f"domiciliación seguro barco -> {es_iban()}",
    )

    r.add(
        "masked_card_digits",
        f"tarxeta acabada en {digits(4)}",
        f"visa **** **** **** {digits(4)} caducada, pedir nova",
        f"cobrado na tarxeta ····{digits(4)} {price()} €",
        f"Tarjeta empresa XXXX-{digits(4)} (a da coop)",
        f"gasoil pagado con ****{digits(4)}",
    )

    r.add(
        "parcel_tracking",
        f"paquete correos recambios bomba: {s10('PQ', 'ES')}",
        f"envío do plotter reparado {s10('RR', 'ES')}",
        f"seguimento SEUR {digits(14, lead=True)}",
        f"MRW {digits(12, lead=True)} (ánodos)",
    )

    r.add(
        "waypoint_coordinates",
        f"pedra boa do polbo {coord()}",
        f"WP12 {coord()} - fondo 28 m",
        f"nasas: {coord()} / {coord()}",
        f"rumbo ao bajo {secrets.randbelow(360):03d}° dende {coord()}",
        f"marca nova (non dicir a ninguén onde é!) {coord()}",
    )

    r.add(
        "phone_contacts",
        f"Salvamento Marítimo 900 202 202, capitanía 986 {digits(3)} {digits(3)}",
        f"taller Manolo 6{digits(2)} {digits(3)} {digits(3)}",
        f"mecánico motor +34 6{digits(8)}",
        f"tlf satélite do barco +8816{digits(8)}",
    )

    r.add(
        "vhf_channel_numbers",
        "VHF: canal 16 socorro, 9 confraría, 72 os compañeiros",
        f"Costeira Fisterra canal {pick('22', '26', '28')}",
        f"DSC grupo {digits(9, lead=True)}",
        f"frecuencia 2182 kHz / canal {pick('10', '67', '73')} práctico",
    )

    r.add(
        "engine_serial_number",
        f"motor {pick('Volvo Penta', 'Yanmar', 'Iveco')} nº serie {digits(10, lead=True)}",
        f"serial motor auxiliar {rnd(UPPER + DIGITS, 12)}",
        f"S/N hélice de proa {pick('SP', 'VT')}{digits(8)}",
        f"nº bastidor remolque {rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 17)}",
    )

    r.add(
        "firmware_version",
        f"plotter firmware v{secrets.randbelow(30) + 10}.{secrets.randbelow(40)} actualizado",
        f"versión software sonda {secrets.randbelow(9) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(200)}",
        f"AIS transpondedor fw {pick('2', '3', '4')}.{digits(2)}-r{digits(4)}",
        f"app lonxa versión {secrets.randbelow(5) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(30)} (Android)",
    )

    r.add(
        "used_sms_code",
        f"código SMS banco {digits(6)} - xa usado, caducou",
        f"codigo de verificacion {digits(6)} (ya lo metí, no vale)",
        f"o SMS da lonxa mandou {digits(6)} pero caducou aos 5 min",
        f"OTP {digits(6)} usado para a transferencia do venres",
        f"clave SMS {digits(8)} caducada - pedir outra",
    )

    r.add(
        "where_the_password_is",
        "contrasinal do banco: no sobre da caixa forte, non aquí",
        "a clave da lonxa sábea a filla, preguntarlle",
        "wifi porto: a clave está no taboleiro da confraría",
        "o PIN do GPS está apuntado no manual (páxina do final)",
        "claves de todo no caderno azul do caixón da ponte",
    )

    r.add(
        "tax_id_cif",
        f"CIF cooperativa {cif()}",
        f"NIF confraría {cif()} (para as facturas)",
        f"CIF armadora {pick('B', 'F')}{digits(8)}",
        f"facturar a: Confraría de Pescadores, CIF {cif()}",
    )

    r.add(
        "fishing_licence_number",
        f"licenza marisqueo nº {digits(6)}",
        f"permiso pesca artes menores {pick('GAL', 'PM')}-{digits(5)}/{pick('2024', '2025')}",
        f"licencia nasas nécora exp. {digits(4)}-{digits(3)}",
        f"nº censo flota {digits(5, lead=True)}",
    )

    r.add(
        "catch_prices_amounts",
        f"hoxe lonxa: nécora {price()} €/kg, polbo {price()}, xurelo {price()}",
        f"vendido {secrets.randbelow(300) + 20} kg total {secrets.randbelow(4000) + 500},{digits(2)} €",
        f"gasoil {secrets.randbelow(800) + 200} L a 0,{digits(3)} €/L",
        f"cota confraría {pick('2025', '2024')}: {secrets.randbelow(600) + 100},00 €",
    )

    r.add(
        "satphone_imei_iccid",
        f"IMEI teléfono satélite {imei()}",
        f"ICCID SIM iridium {iccid()}",
        f"imei móbil barco {imei()} (por se o rouban)",
        f"SIM satélite nº {iccid()}",
        f"Iridium 9555 IMEI {imei()} serie {rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "network_name_only",
        "wifi porto: LONXA_OPERADORES (clave na oficina)",
        f"rede do barco chámase {pick(*BOATS).replace(' ', '_')}_4G",
        "SSID confraría Confraria-Socios, a aberta é Confraria-Libre",
        f"router barco SSID TP-Link_{rnd('0123456789ABCDEF', 4)}",
    )

    r.add(
        "mooring_booking",
        f"reserva amarre Portonovo ref {rnd(UPPER + DIGITS, 8)}",
        f"amarre praza {pick('A', 'B', 'C')}-{secrets.randbelow(80) + 1} peirao {pick('norte', 'sur')}",
        f"booking varadoiro {digits(6)} para {pick('marzo', 'abril', 'outubro')}",
        f"localizador ferry Cíes {rnd(UPPER + DIGITS, 6)}",
    )

    r.add(
        "insurance_policy",
        f"póliza seguro barco {digits(10, lead=True)}",
        f"seguro accidentes tripulación pol. {rnd(UPPER, 2)}-{digits(8)}",
        f"nº siniestro {digits(4)}/{digits(7)} (golpe no peirao)",
        f"Mutua: póliza {digits(3)}-{digits(7)}-{digits(2)}",
    )

    r.add(
        "firmware_checksum",
        f"actualización plotter .bin SHA256 {sha256()}",
        f"md5 do ficheiro de cartas {hexs(32)}",
        f"sha256sum GPSMAP_update.gcd\n{sha256()}  GPSMAP_update.gcd",
        f"checksum firmware sonda {hexs(40)} ok",
    )

    r.add(
        "auction_link_uuid",
        f"https://subasta.lonxa-acme.test/lotes/{uid()}",
        f"enlace nota venta lonja.acme.example/nota/{uid()}/pdf",
        f"id subasta {uid()}",
        f"ver lote https://lonja.acme.example/l/{uid()}?lang=gl",
    )

    r.add(
        "catch_lot_code",
        f"etiqueta trazabilidade lote {pick('ES', 'GAL')}{digits(3)}-{digits(8)}",
        f"lote {rnd(UPPER, 3)}{digits(6)} caixa {digits(2)}",
        f"código lote pulpo {digits(13, lead=True)}",
        f"FAO 27 zona IXa lote {digits(4)}/{digits(5)}",
    )

    r.add(
        "transfer_operation_ref",
        f"transferencia lonxa ref operación {digits(16, lead=True)}",
        f"justificante bizum {rnd(UPPER + DIGITS, 12)}",
        f"ref. transferencia {digits(4)} {digits(4)} {digits(4)} recibida",
        f"orden de pago nº {digits(10, lead=True)} (seguro)",
    )

    r.add(
        "cofradia_member_number",
        f"socio confraría nº {digits(4, lead=True)}",
        f"número afiliación SS {digits(2)}/{digits(8)}/{digits(2)}",
        f"carnet mariñeiro {digits(8)}",
        f"nº socio cooperativa {digits(5, lead=True)}",
    )

    r.add(
        "router_mac_address",
        f"MAC router barco {mac(':', True)}",
        f"mac do plotter na rede {mac('-')}",
        f"wifi barco AP MAC {mac()}",
        f"engadir ao filtro MAC: {mac(':', True)}, {mac(':', True)}",
    )

    r.add(
        "bic_and_branch",
        f"BIC {pick('CAGLESMMXXX', 'BCOEESMM', 'CCRIES2A')} oficina {digits(4)}",
        f"banco entidade {digits(4)} sucursal {digits(4)}",
        f"SWIFT coop {rnd(UPPER, 8)}",
        f"oficina banco nº {digits(4)} Marín",
    )

    r.add(
        "tide_weather_numbers",
        f"preamar {secrets.randbelow(12):02d}:{secrets.randbelow(60):02d} {secrets.randbelow(2) + 3},{digits(1)} m, baixamar {secrets.randbelow(12) + 12:02d}:{secrets.randbelow(60):02d}",
        f"mar de fondo {secrets.randbelow(4) + 1},{digits(1)} m período {secrets.randbelow(10) + 8} s",
        f"nordés forza {secrets.randbelow(4) + 4}, boia {digits(7)} (Puertos)",
        f"coeficiente marea {secrets.randbelow(60) + 50}",
    )

    r.add(
        "chart_product_codes",
        f"cartas Navionics+ {digits(2)}XG Europe",
        f"carta náutica nº {secrets.randbelow(900) + 100} (IHM) edición {pick('2019', '2021', '2023')}",
        f"tarxeta SD cartas ref {rnd(UPPER + DIGITS, 7)}",
        f"C-MAP {rnd(UPPER, 2)}-Y{digits(3)}",
    )

    r.add(
        "nephew_pi_public_key",
        f"chave pública do sobriño para entrar na raspberry:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} pablo@portatil",
        f"fingerprint raspberry barco {ssh_fingerprint()}",
        f"ssh-rsa {ssh_pub('ssh-rsa', 260)} sobrino",
        f"host key do pi do barco ({ssh_fingerprint()}) aceptala",
    )

    r.add(
        "engine_hours_maintenance",
        f"horas motor {secrets.randbelow(20000) + 1000} - cambio aceite ás {secrets.randbelow(20000) + 1000}",
        f"filtro gasoil ref {pick('3825133', '21718912')}-{digits(2)}, impulsor {digits(6)}",
        f"revisión {pick('15/03', '02/10', '21/06')}/{pick('2024', '2025')} {secrets.randbelow(400) + 100} €",
        f"aceite 15W40 {secrets.randbelow(10) + 10} L, ánodo {digits(7)}",
    )

    r.add(
        "expired_wifi_voucher",
        f"voucher wifi porto deportivo {rnd(UPPER + DIGITS, 8)} (caducado, era de 24h)",
        f"tícket wifi lonxa {digits(6)} xa usado onte",
        f"código invitado wifi marina {rnd(LOWER, 6)} - caducou o domingo",
        f"bono wifi {rnd(UPPER + DIGITS, 10)} gastado",
    )

    r.add(
        "secret_reference_config",
        "TELEGRAM_TOKEN=${TELEGRAM_TOKEN} no script da sentina (o valor no .env da raspberry)",
        "token: !secret telegram_bot_token  # home assistant secrets.yaml",
        "password: ${{ secrets.LONXA_PASSWORD }} no workflow do sobriño",
        "api_key: \"{{ vault 'barco/marinetraffic' }}\"",
    )

    return r


def main() -> None:
    write_corpora("make_heldout395.py", [
        ("heldout395_credentials.yaml", credentials(), "Held-out batch 395: credentials a Galician fishing-boat owner keeps (port gate, chartplotter PIN, lonja login, coop bank, sat phone PIN/PUK, harbour Wi-Fi and more)"),
        ("heldout395_lookalikes.yaml", lookalikes(), "Held-out batch 395: a Galician fishing-boat owner's registrations, MMSI, EPIRB ids, sale notes, IBANs, masked cards, serials and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
