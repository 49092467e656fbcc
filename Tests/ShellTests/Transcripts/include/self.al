load self.al
